import { formatPrice, defaultCurrency } from '@/lib/money';
import { fallbackCard, ogApi, ogCard, ogContentType, ogSize } from '@/lib/seo/og-card';
import { routeId } from '@/lib/route-params';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Product';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) return fallbackCard();
  try {
    const [{ product }, master] = await Promise.all([ogApi().productDetails(id), ogApi().master()]);
    const pay = product.discount_price > 0 ? product.discount_price : product.price;
    const price = formatPrice(pay, defaultCurrency(master.currencies));
    return ogCard({ title: product.name, detail: [price, product.shop?.name].filter(Boolean).join(' · '), kind: product.brand ?? 'Product' });
  } catch {
    return fallbackCard();
  }
}
