'use client';
// Review of one item of a delivered order. As in the original, the button is there while the
// item has no rating of this shopper's; after a review the item shows their stars. The dialog's
// fields live here, not in the dialog, so closing it or a refusal from the server keeps what
// was typed.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { StarIcon } from '@/components/ui/star-icon';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { useRouter } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

const STARS = [1, 2, 3, 4, 5] as const;

type Field = 'rating' | 'description';

interface Props {
  orderId: number;
  productId: number;
  productName: string;
  /** The shopper's own rating of the product, or null before they review it. */
  rating: number | null;
}

export function ReviewControl({ orderId, productId, productName, rating: reviewed }: Props) {
  const t = useTranslations('OrderActions');
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState<number | null>(reviewed);
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (rating !== null) {
    return (
      <p className="inline-flex items-center gap-1 text-sm">
        <span className="inline-flex" aria-hidden>
          {STARS.map((star) => (
            <StarIcon key={star} className="size-4" filled={star <= Math.round(rating)} />
          ))}
        </span>
        <span className="sr-only">{t('yourRating', { rating })}</span>
      </p>
    );
  }

  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the fields (its errors[field][0] shows under the field).
    setProblem(null);
    setErrors({});
    setBusy(true);
    try {
      await (await browserApi()).productReview({ order_id: orderId, product_id: productId, rating: stars || null, description: text });
      setOpen(false);
      setRating(stars);
      toast.success(t('reviewSent'), { duration: 3000 });
      // The server's order page is read again, now with the shopper's rating in it.
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = { rating: error.fieldError('rating'), description: error.fieldError('description') };
        setErrors(fields);
        // Refusals that belong to no field here (already reviewed, not delivered) read above the form.
        if (!fields.rating && !fields.description) setProblem(error.message);
        else focusFirstError();
      } else {
        setProblem(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  const ratingError = errors.rating;
  const textError = errors.description;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('reviewProduct', { name: productName })}
        className="min-h-11 min-w-11 rounded-md bg-amber-500 px-4 text-sm font-semibold text-slate-950 hover:bg-amber-400"
      >
        {t('review')}
      </button>
      <ModalSheet open={open} onClose={() => setOpen(false)} title={t('reviewTitle')} closeLabel={t('close')} placement="sheet">
        <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
          <p className="text-sm text-slate-700">{productName}</p>
          {problem ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          ) : null}
          <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">{t('ratingLegend')}</legend>
            <div className="flex gap-1">
              {STARS.map((star) => (
                <label
                  key={star}
                  className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500"
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={star}
                    checked={stars === star}
                    onChange={() => setStars(star)}
                    aria-label={t('stars', { count: star })}
                    aria-invalid={ratingError && star === 1 ? true : undefined}
                    className="sr-only"
                  />
                  <StarIcon className="size-7" filled={star <= stars} />
                </label>
              ))}
            </div>
            <FieldError id={`${id}-rating-error`}>{ratingError}</FieldError>
          </fieldset>
          <div>
            <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium">
              {t('reviewText')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={4}
              maxLength={5000}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('reviewPlaceholder')}
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? `${id}-text-error` : undefined}
              className={`w-full rounded-md border px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-primary-200 ${textError ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
            />
            <FieldError id={`${id}-text-error`}>{textError}</FieldError>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className="min-h-11 rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-50">
              {t('cancel')}
            </button>
            <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton('min-h-11 px-4')}>
              {busy ? t('submitting') : t('submitReview')}
            </button>
          </div>
        </form>
      </ModalSheet>
    </>
  );
}
