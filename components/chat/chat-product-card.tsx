'use client';
import { useTranslations } from 'next-intl';
import { Star } from 'lucide-react';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { productHref } from '@/lib/catalog-links';
import type { ChatProduct } from '@/lib/api/schemas/chat';
import { Link } from '@/lib/i18n/navigation';

/** The product a conversation started from, shown for a message without text. */
export function ChatProductCard({ product }: { product: ChatProduct }) {
  const t = useTranslations('Chat');
  const rating = product.rating;
  return (
    <Link
      href={productHref(product.id)}
      className="flex w-64 max-w-full gap-3 rounded-md border border-slate-200 bg-white p-2 text-start text-slate-900 hover:border-primary-300"
    >
      {product.thumbnail ? (
        <ShopImage src={product.thumbnail} alt="" width={64} height={64} className="size-16 shrink-0 rounded object-cover" />
      ) : null}
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="line-clamp-2 text-sm font-medium">{product.name}</span>
        <Price price={product.price} discountPrice={product.discount_price} className="text-sm" />
        <span className="flex items-center gap-1 text-xs text-slate-600">
          <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
          <span>{t('rating', { rating: rating.toFixed(1), reviews: product.total_reviews })}</span>
        </span>
      </span>
    </Link>
  );
}
