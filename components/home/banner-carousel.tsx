'use client';
// Home banners: a swipeable carousel with previous/next buttons and dots. No autoplay, so
// nothing moves under a shopper who is reading (and nothing flakes in tests).
import { useCallback, useEffect, useState } from 'react';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Banner } from '@/lib/api/schemas/catalog';
import { ShopImage } from '@/components/ui/shop-image';
import { MenuLink } from '@/components/layout/menu-link';

export function BannerCarousel({ banners, direction }: { banners: Banner[]; direction: 'ltr' | 'rtl' }) {
  const t = useQuickTranslations('Catalog');
  const [viewport, embla] = useEmblaCarousel({ loop: banners.length > 1, direction });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  if (banners.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label={t('banners')} className="relative overflow-hidden rounded-lg bg-slate-100">
      <div ref={viewport} className="overflow-hidden">
        <div className="flex">
          {banners.map((banner, index) => {
            const image = (
              <ShopImage
                src={banner.thumbnail}
                alt={banner.title ?? ''}
                fill
                priority={index === 0}
                sizes="(min-width: 1280px) 1248px, 100vw"
                className="object-cover"
              />
            );
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide', { index: index + 1, count: banners.length })}
                className="relative aspect-[3/1] min-w-0 flex-[0_0_100%] sm:aspect-[4/1]"
              >
                {banner.url ? (
                  <MenuLink url={banner.url} className="absolute inset-0">
                    {image}
                  </MenuLink>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 ? (
        <>
          <button type="button" onClick={() => embla?.scrollPrev()} aria-label={t('previousSlide')} className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-1.5 shadow hover:bg-white">
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          <button type="button" onClick={() => embla?.scrollNext()} aria-label={t('nextSlide')} className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-1.5 shadow hover:bg-white">
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center gap-1">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={t('slide', { index: index + 1, count: banners.length })}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-6 items-center justify-center"
              >
                <span aria-hidden className={`size-2.5 rounded-full ${index === selected ? 'bg-white' : 'bg-white/60'}`} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
