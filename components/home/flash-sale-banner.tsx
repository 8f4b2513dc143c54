import { useTranslations } from 'next-intl';
import type { FlashSale } from '@/lib/api/schemas/catalog';
import { Countdown } from '@/components/catalog/countdown';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SectionHeading } from '@/components/catalog/section-heading';

/** The running flash sale with its products and the time left, or the incoming one's start. */
export function FlashSaleSection({ sale, state }: { sale: FlashSale; state: 'running' | 'incoming' }) {
  const t = useTranslations('Catalog');
  const id = `flash-sale-${state}`;
  const running = state === 'running';
  return (
    <section aria-labelledby={id} className="rounded-lg border border-primary-100 bg-primary-50/60 p-4">
      <SectionHeading id={id} title={running ? sale.name : t('incomingSale', { name: sale.name })} href={running ? `/flash-sale/${sale.id}` : undefined}>
        <span className="text-sm text-slate-700">{running ? t('endsIn') : t('startsIn')}</span>
        <Countdown until={running ? sale.end_date : sale.start_date} label={running ? t('endsIn') : t('startsIn')} onDoneText={running ? t('saleEnded') : t('saleStarted')} />
      </SectionHeading>
      {running && sale.products && sale.products.length > 0 ? <ProductGrid products={sale.products} label={sale.name} /> : null}
    </section>
  );
}
