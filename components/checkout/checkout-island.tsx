'use client';
// The checkout: shipping address, the items by shop, payment method, a note,
// a voucher code and the summary, then the order-confirm modal and the order. The same for the
// cart's selected shops (/checkout) and the buy-now basket (/buynow).
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { QueryIsland } from '@/components/providers/query-island';
import type { Address } from '@/lib/api/schemas/profile';
import { basketAddressId, withSavedAddress } from '@/lib/checkout/basket-address';
import { addressDestination } from '@/lib/delivery-destination';
import { CASH, type PaymentOption } from '@/lib/checkout/payment-methods';
import { CheckoutItems } from './checkout-items';
import { CheckoutLoading, CheckoutUnavailable } from './checkout-state';
import { CheckoutSummary } from './checkout-summary';
import { CouponForm } from './coupon-form';
import { ShopVouchers } from './shop-vouchers';
import { PaymentMethods } from './payment-methods';
import { ShippingAddress } from './shipping-address';
import { useCheckoutBasket, type BasketSource } from './use-checkout-basket';
import { usePlaceOrder, type Verification } from './use-place-order';
import { loadWhenOnline } from '@/lib/load-when-online';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

// Modals load when first opened; the order's confirmation is fetched once the page is up, so that
// it opens, and says what happened, even if the connection drops before the shopper orders.
const loadConfirmDialog = () => import('./order-confirm-dialog');
const AddressDialog = dynamic(() => loadWhenOnline(() => import('./address-dialog')).then((module) => module.AddressDialog), { ssr: false });
const OrderConfirmDialog = dynamic(() => loadWhenOnline(loadConfirmDialog).then((module) => module.OrderConfirmDialog), { ssr: false });

export interface CheckoutIslandProps {
  source: BasketSource;
  addresses: Address[];
  paymentOptions: PaymentOption[];
  verification: Verification;
  /** The backend offers the voucher centre: each shop gets its best collected voucher. */
  bestVouchers?: boolean;
}

const NOTE_MAX = 1000;

export function CheckoutIsland(props: CheckoutIslandProps) {
  return (
    <QueryIsland>
      <Checkout {...props} />
    </QueryIsland>
  );
}

function Checkout({ source, addresses: initialAddresses, paymentOptions, verification, bestVouchers = false }: CheckoutIslandProps) {
  const t = useTranslations('Checkout');
  const basket = useCheckoutBasket(source, t('failed'), bestVouchers);
  const order = usePlaceOrder(verification);
  const [addresses, setAddresses] = useState(initialAddresses);
  const [addressId, setAddressId] = useState(() => basketAddressId(initialAddresses));
  const [method, setMethod] = useState<string | null>(paymentOptions[0]?.name ?? null);
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<Partial<Address> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState<{ address?: string; payment?: string }>({});
  useEffect(() => {
    loadConfirmDialog().catch(() => undefined);
  }, []);
  // Once opened, a modal stays mounted: closing it then hands focus back to what opened it.
  const [dialogsUsed, setDialogsUsed] = useState({ address: false, confirm: false });
  if ((editing && !dialogsUsed.address) || (confirming && !dialogsUsed.confirm)) {
    setDialogsUsed({ address: dialogsUsed.address || editing !== null, confirm: dialogsUsed.confirm || confirming });
  }

  // Once placed, the page stays as it was while it leaves (the cart reloads meanwhile and may
  // already be empty).
  if (!order.placed) {
    if (basket.status === 'loading') return <CheckoutLoading />;
    if (basket.status !== 'ready') return <CheckoutUnavailable status={basket.status} error={basket.error} fromCart={source.kind === 'cart'} onRetry={basket.retry} />;
  }

  const address = addresses.find((candidate) => candidate.id === addressId) ?? null;
  const option = paymentOptions.find((candidate) => candidate.name === method) ?? null;
  const paymentLabel = option ? (option.name === CASH ? t('cash') : (option.title ?? option.name)) : '';
  const items = basket.groups.reduce((sum, group) => sum + group.products.reduce((lines, product) => lines + product.quantity, 0), 0);

  function review() {
    const gaps = { address: address ? undefined : t('addressRequired'), payment: option ? undefined : t('paymentRequired') };
    setMissing(gaps);
    if (gaps.address) {
      toast.error(gaps.address);
      // No address yet: the form opens right away.
      if (addresses.length === 0) setEditing({});
      return;
    }
    if (gaps.payment) {
      toast.error(gaps.payment);
      return;
    }
    setConfirming(true);
  }

  async function confirm() {
    if (!address || !option) return;
    await order.place({
      shopIds: basket.shopIds,
      addressId: address.id,
      paymentMethod: option.name,
      couponCode: basket.couponCode,
      // The vouchers the totals shown include, so the order is what the shopper saw.
      couponIds: basket.shopVouchers.flatMap((entry) => (entry.options.some((option) => option.coupon.id === entry.coupon_id) && entry.coupon_id !== null ? [entry.coupon_id] : [])),
      note: note.slice(0, NOTE_MAX),
      isBuyNow: source.kind === 'buy-now',
    });
    setConfirming(false);
  }

  function saved(next: Address) {
    setAddresses((current) => withSavedAddress(current, next));
    setAddressId(next.id);
    setMissing((current) => ({ ...current, address: undefined }));
    setEditing(null);
    toast.success(t('addressSaved'), { duration: 3000 });
  }

  const noteError = order.errors.note;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <ShippingAddress
          addresses={addresses}
          value={addressId}
          onChange={(id) => {
            setAddressId(id);
            setMissing((current) => ({ ...current, address: undefined }));
          }}
          onAdd={() => setEditing({})}
          onEdit={(chosen) => setEditing(chosen)}
          error={missing.address ?? order.errors.address_id}
        />
        <CheckoutItems groups={basket.groups} address={addressDestination(address)} />
        <PaymentMethods
          options={paymentOptions}
          value={method}
          onChange={(name) => {
            setMethod(name);
            setMissing((current) => ({ ...current, payment: undefined }));
          }}
          error={missing.payment ?? order.errors.payment_method}
        />
        <section aria-labelledby="checkout-note" className="rounded-md border border-slate-200 bg-white p-4">
          <h2 id="checkout-note" className="mb-2 text-lg font-semibold">
            <label htmlFor="checkout-note-input">{t('note')}</label>
          </h2>
          <textarea
            id="checkout-note-input"
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTE_MAX}
            rows={3}
            placeholder={t('notePlaceholder')}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? 'checkout-note-error' : undefined}
            className={`w-full rounded-md border px-3 py-2 text-sm ${noteError ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
          />
          <FieldError id="checkout-note-error">{noteError}</FieldError>
        </section>
      </div>
      <aside aria-labelledby="checkout-summary" className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4 lg:sticky lg:top-4">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <ShopVouchers entries={basket.shopVouchers} groups={basket.groups} busy={basket.applying || order.busy} onChoose={basket.chooseVoucher} />
        <CouponForm applied={basket.couponCode} error={basket.couponError ?? order.errors.coupon_code ?? order.errors.coupon_ids ?? null} busy={basket.applying} onApply={basket.applyCoupon} onRemove={basket.removeCoupon} />
        <CheckoutSummary summary={basket.summary} couponCode={basket.couponCode} />
        <button
          type="button"
          onClick={review}
          disabled={order.busy || basket.applying || paymentOptions.length === 0}
          aria-busy={order.busy}
          className={primaryButton('px-4 py-3 disabled:cursor-not-allowed')}
        >
          {order.busy ? t('placing') : t('placeOrder')}
        </button>
        {verification.required && !verification.verified ? <p className="text-xs text-slate-600">{t('verifyNotice')}</p> : null}
      </aside>
      {dialogsUsed.address ? <AddressDialog address={editing} onSaved={saved} onClose={() => setEditing(null)} /> : null}
      {dialogsUsed.confirm ? (
        <OrderConfirmDialog
          open={confirming}
          address={address}
          payment={paymentLabel}
          online={option?.name !== CASH}
          items={items}
          shops={basket.groups.length}
          payable={basket.summary.payable_amount}
          busy={order.busy}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
