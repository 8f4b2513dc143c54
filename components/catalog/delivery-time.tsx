// A shop's delivery estimate in the page's language. Shops write it as free text ("2-5 days");
// the usual form, a range of days, is said in the locale's words with the range kept left to
// right ("2–5", not "5-2" in Arabic); anything else is shown as written, isolated from the
// sentence round it.
import { getTranslations } from 'next-intl/server';

const DAY_RANGE = /^\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s*days?\s*$/i;
const DAYS = /^\s*(\d{1,3})\s*days?\s*$/i;

export async function DeliveryTime({ text, className }: { text: string; className?: string }) {
  const t = await getTranslations('Product');
  const range = DAY_RANGE.exec(text);
  const days = DAYS.exec(text);
  const ltr = (chunks: React.ReactNode) => <bdi dir="ltr">{chunks}</bdi>;
  return (
    <p className={className}>
      {range
        ? t.rich('deliveryDays', { from: Number(range[1]), to: Number(range[2]), range: ltr })
        : days
          ? t.rich('deliveryInDays', { count: Number(days[1]), n: ltr })
          : t.rich('delivery', { time: text, text: ltr })}
    </p>
  );
}
