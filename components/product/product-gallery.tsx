'use client';
// The product's images and videos: one large view and a row of thumbnails to choose from.
import { useState } from 'react';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { PlayCircle } from 'lucide-react';
import type { ProductDetail } from '@/lib/api/schemas/product';
import { ShopImage } from '@/components/ui/shop-image';

export function ProductGallery({ name, thumbnail, items }: { name: string; thumbnail: string; items: ProductDetail['thumbnails'] }) {
  const t = useQuickTranslations('Product');
  const media = items.length > 0 ? items : [{ id: 0, thumbnail, url: thumbnail, type: 'image' as const }];
  const [index, setIndex] = useState(0);
  const current = media[Math.min(index, media.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {current.type === 'video' && current.url ? (
          <video key={current.id} src={current.url} poster={current.thumbnail} controls playsInline className="size-full object-contain">
            <track kind="captions" />
          </video>
        ) : (
          <ShopImage src={current.url ?? current.thumbnail} alt={name} fill priority sizes="(min-width: 1024px) 560px, 100vw" widths={[640, 1080, 1280]} className="object-contain" />
        )}
      </div>
      {media.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery')}>
          {media.map((item, position) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t(item.type === 'video' ? 'showVideo' : 'showImage', { number: position + 1 })}
                aria-pressed={position === index}
                className={`relative block size-16 overflow-hidden rounded-md border-2 ${position === index ? 'border-primary-600' : 'border-transparent hover:border-slate-300'}`}
              >
                <ShopImage src={item.thumbnail} alt="" fill sizes="64px" widths={[96, 128]} className="object-cover" />
                {item.type === 'video' ? <PlayCircle aria-hidden className="absolute inset-0 m-auto size-7 text-white drop-shadow" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
