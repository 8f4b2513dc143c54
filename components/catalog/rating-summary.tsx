import { useFormatter, useTranslations } from 'next-intl';
import type { Reviews } from '@/lib/api/schemas/product';
import { ShopImage } from '@/components/ui/shop-image';
import { shownDate, type DateFormatter } from '@/lib/format-date';
import { StarIcon } from '@/components/ui/star-icon';

export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex" aria-hidden>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} className={size} filled={index < Math.round(rating)} />
      ))}
    </span>
  );
}

/** Average, breakdown by stars and the latest reviews. */
/** A review's day ("March 05, 2024" from the original) in the page's language. */
function ReviewDate({ value, format }: { value: string; format: DateFormatter }) {
  const date = shownDate(format, value);
  return <time dateTime={date.iso}>{date.text}</time>;
}

export function ReviewsSection({ reviews, id }: { reviews: Reviews; id: string }) {
  const t = useTranslations('Catalog');
  const format = useFormatter();
  const summary = reviews.average_rating_percentage;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {t('reviews')} ({reviews.total})
      </h2>
      {summary && reviews.total > 0 ? (
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <div>
            <p className="text-4xl font-bold">{summary.rating.toFixed(1)}</p>
            <Stars rating={summary.rating} />
            <p className="sr-only">{t('rating', { rating: summary.rating.toFixed(1) })}</p>
            <dl className="mt-3 space-y-1 text-sm">
              {['5', '4', '3', '2', '1'].map((stars) => (
                <div key={stars} className="flex items-center gap-2">
                  <dt className="min-w-14 whitespace-nowrap">{t('starsLabel', { stars: Number(stars) })}</dt>
                  <dd className="flex flex-1 items-center gap-2">
                    <span className="h-2 flex-1 overflow-hidden rounded bg-slate-200">
                      <span className="block h-full bg-amber-400" style={{ width: `${summary.percentages[stars] ?? 0}%` }} />
                    </span>
                    <span className="w-10 text-end tabular-nums">{summary.percentages[stars] ?? 0}%</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <ul className="divide-y divide-slate-200">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="flex gap-3 py-3">
                {review.customer_profile ? <ShopImage src={review.customer_profile} alt="" width={40} height={40} className="size-10 rounded-full" /> : null}
                <div>
                  <p className="font-medium" dir="auto">
                    {review.customer_name}
                  </p>
                  <p className="flex items-center gap-2 text-xs text-slate-500">
                    <Stars rating={review.rating} size="size-3.5" />
                    <span className="sr-only">{t('rating', { rating: review.rating })}</span>
                    <ReviewDate value={review.created_at} format={format} />
                  </p>
                  {review.description ? (
                    <p className="mt-1 text-sm" dir="auto">
                      {review.description}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-slate-600">{t('noReviews')}</p>
      )}
    </section>
  );
}
