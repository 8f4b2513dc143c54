import { useLocale } from 'next-intl';
import type { OrderAddress } from '@/lib/api/schemas/orders';

const filled = (lines: (string | null | undefined)[]): string[] => lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');

/** Where the address is, without who and which phone: a return's pickup address. */
export function streetLines(address: OrderAddress): string[] {
  if (!address) return [];
  return filled([[address.flat_no, address.address_line].filter(Boolean).join(', '), address.address_line2, [address.area, address.post_code].filter(Boolean).join(' ')]);
}

/** "Dubai, United Arab Emirates": the region and the country's name in the page's language. */
function placeLine(address: NonNullable<OrderAddress>, locale: string): string | null {
  const country = address.country ? (new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country) : null;
  return filled([address.region, country]).join(locale === 'ar' ? '، ' : ', ') || null;
}

export function AddressBlock({ address, empty }: { address: OrderAddress; empty: string }) {
  const locale = useLocale();
  if (!address || streetLines(address).length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <address className="text-sm not-italic leading-6" dir="auto">
      {filled([address.name, ...streetLines(address), placeLine(address, locale)]).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {address.phone ? (
        <bdi dir="ltr" className="block">
          {address.phone}
        </bdi>
      ) : null}
    </address>
  );
}
