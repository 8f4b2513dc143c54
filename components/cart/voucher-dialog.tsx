'use client';
// 'Voucher from {shop}': the shop's vouchers with their discount,
// Minimum Spend, Collect or Collected and 'Validity till'. A collected voucher can be applied to
// this checkout; its code is kept with the cart and sent as coupon_code. Failures show the
// server's message; a 401 while loading ends the session and goes home.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TicketPercent } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserRequest } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import type { Coupon } from '@/lib/cart/types';
import { useRouter } from '@/lib/i18n/navigation';
import { formatPrice } from '@/lib/money';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { LayerToaster } from './layer-toaster';

export function VoucherDialog({ shop, onClose }: { shop: { id: number; name: string }; onClose(): void }) {
  const t = useTranslations('Cart');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const currency = useDisplayCurrency();
  const couponCode = useCartStore((state) => state.couponCode);
  const applyCoupon = useCartStore((state) => state.applyCoupon);
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [collecting, setCollecting] = useState<number | null>(null);

  // Each answer is for the list of this opening; a late one after closing is dropped.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  function reload() {
    browserRequest<{ coupons: Coupon[] }>({ path: '/get-vouchers', query: { shop_id: shop.id } }).then(
      ({ data }) => {
        if (alive.current) setCoupons(data.coupons ?? []);
      },
      (error: unknown) => {
        if (!alive.current) return;
        if (error instanceof ApiError && error.status === 401) {
          // The session is cleared (browserRequest did) and the shopper goes
          // home; the dialogs close, so the message goes to the page's toaster.
          onClose();
          useUiStore.getState().close();
          router.push('/');
          toast.error(error.message);
          return;
        }
        toastFailure(error, t('failed'), toastLayer());
        setCoupons((list) => list ?? []);
      },
    );
  }

  // Loaded once per opening.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(reload, []);

  async function collect(coupon: Coupon) {
    setCollecting(coupon.id);
    try {
      const { message } = await browserRequest<{ coupon?: Coupon }>({ method: 'POST', path: '/vouchers-collect', body: { coupon_id: coupon.id } });
      setCoupons((list) => list?.map((item) => (item.id === coupon.id ? { ...item, is_collected: true } : item)) ?? list);
      if (message) toast.success(message, toastLayer());
    } catch (error) {
      toastFailure(error, t('failed'), toastLayer());
      // Collected meanwhile (another tab, another device): show the list as it is now.
      if (error instanceof ApiError && error.status === 422) reload();
    } finally {
      setCollecting(null);
    }
  }

  async function apply(coupon: Coupon) {
    if (couponCode === coupon.code) {
      await applyCoupon('', shop.id);
      toast.success(t('voucherRemoved', { code: coupon.code }), toastLayer());
      return;
    }
    // When the voucher does not apply, the checkout summary has already said why.
    if (await applyCoupon(coupon.code, shop.id)) toast.success(t('voucherApplied', { code: coupon.code }), toastLayer());
  }

  return (
    <ModalSheet open onClose={onClose} title={t('voucherTitle', { shop: shop.name })} closeLabel={tc('close')} placement="center">
      <div className="max-h-[70vh] overflow-y-auto p-4">
        {coupons === null ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            {t('loadingVouchers')}
          </p>
        ) : coupons.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{t('noVouchers')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {coupons.map((coupon) => {
              const discount =
                coupon.discount_type === 'Percentage'
                  ? t('percentOff', { percent: Number(coupon.discount) })
                  : t('amountOff', { amount: formatPrice(coupon.discount, currency) });
              const applied = couponCode === coupon.code;
              return (
                <li key={coupon.id} className="flex items-center gap-3 rounded-md border border-dashed border-primary-300 bg-primary-50 p-3">
                  <TicketPercent aria-hidden className="size-8 shrink-0 text-primary-600" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="text-base font-bold text-primary-800">{discount}</p>
                    <p>
                      {t('minimumSpend')} <bdi dir="ltr">{formatPrice(coupon.min_order_amount, currency)}</bdi>
                    </p>
                    <p className="text-xs text-slate-600">{t('validityTill', { date: coupon.validity })}</p>
                  </div>
                  <div className="flex shrink-0 flex-col gap-1.5">
                    {coupon.is_collected ? (
                      <>
                        <button type="button" disabled className="rounded-md bg-slate-200 px-3 py-1.5 text-xs font-semibold text-slate-700">
                          {t('collected')}
                        </button>
                        <button
                          type="button"
                          onClick={() => void apply(coupon)}
                          className={`rounded-md px-3 py-1.5 text-xs font-semibold ${applied ? 'bg-emerald-600 text-white' : 'border border-primary-600 text-primary-700 hover:bg-white'}`}
                        >
                          {applied ? t('applied') : t('apply')}
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        onClick={() => void collect(coupon)}
                        disabled={collecting !== null}
                        className="rounded-md bg-primary-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
                      >
                        {t('collect')}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <LayerToaster id="cart-vouchers" />
    </ModalSheet>
  );
}
