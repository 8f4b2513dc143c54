import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutShell } from '@/components/checkout/checkout-shell';
import { IslandMessages } from '@/components/providers/island-messages';

// Personal: rendered for each request, never cached (docs/adr/0013).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('buyNowTitle'), robots: { index: false } };
}

/** /buynow: the product chosen with Buy Now, on its own (the cart stays as it is). Signed-in only (middleware and the account client). */
export default async function BuyNowPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return (
    <IslandMessages set="personal">
      <CheckoutShell kind="buy-now" />
    </IslandMessages>
  );
}
