// The checkout page on the server: its heading, and what the checkout needs first — the shopper's
// addresses, the payment methods of the shop's settings, whether the account must be verified
// before ordering, and for buy now the shops of the buy-now basket. The order itself is put
// together in the browser, where the cart's selection lives.
import { getTranslations } from 'next-intl/server';
import { getMaster } from '@/lib/api/server';
import { accountCall } from '@/lib/auth/account-api';
import { paymentOptionsOf } from '@/lib/checkout/payment-methods';
import { offers } from '@/lib/features';
import { CheckoutIsland } from './checkout-island';
import type { BasketSource } from './use-checkout-basket';
import type { Verification } from './use-place-order';

export async function CheckoutShell({ kind }: { kind: 'cart' | 'buy-now' }) {
  const [t, master, addressList] = await Promise.all([getTranslations('Checkout'), getMaster(), accountCall((api) => api.addresses())]);
  const [profile, buyNow] = await Promise.all([
    master.order_place_account_verify ? accountCall((api) => api.profile()) : null,
    kind === 'buy-now' ? accountCall((api) => api.carts(true)) : null,
  ]);
  const user = profile?.user;
  const verification: Verification = {
    required: master.order_place_account_verify,
    verified: user?.account_verified === true,
    target: user?.email || user?.phone || null,
    phoneCode: user?.phone_code ?? null,
  };
  const source: BasketSource = buyNow ? { kind: 'buy-now', shopIds: buyNow.cart_items.map((group) => group.shop_id) } : { kind: 'cart' };
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{kind === 'cart' ? t('title') : t('buyNowTitle')}</h1>
      <CheckoutIsland source={source} addresses={addressList.addresses} paymentOptions={paymentOptionsOf(master)} verification={verification} bestVouchers={offers(master, 'voucher_centre')} />
    </main>
  );
}
