'use client';
// 'Voucher from {shop}': the shop's vouchers with their discount,
// Minimum Spend, Collect or Collected and 'Validity till'. A collected voucher can be applied to
// this checkout; its code is kept with the cart and sent as coupon_code. Failures show the
// server's message; a 401 while loading ends the session and goes home. The list is a query
// (read again at each opening), collecting one a mutation whose answer marks it collected.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TicketPercent } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast, toastFailure } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { QueryIsland } from '@/components/providers/query-island';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import type { Coupon } from '@/lib/api/schemas/cart';
import { applyCoupon } from '@/lib/cart/cart-cache';
import { cartKeys } from '@/lib/cart/queries';
import { followStatusQuery } from '@/lib/follow/queries';
import { followKeys } from '@/lib/follow/query-keys';
import { useRouter } from '@/lib/i18n/navigation';
import { formatPrice } from '@/lib/money';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { LayerToaster } from './layer-toaster';
import { primaryButton } from '@/components/ui/button';

interface VoucherDialogProps {
  shop: { id: number; name: string };
  onClose(): void;
}

export function VoucherDialog(props: VoucherDialogProps) {
  return (
    <QueryIsland>
      <Vouchers {...props} />
    </QueryIsland>
  );
}

function Vouchers({ shop, onClose }: VoucherDialogProps) {
  const t = useTranslations('Cart');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const currency = useDisplayCurrency();
  const couponCode = useCartStore((state) => state.couponCode);
  const client = useQueryClient();
  const key = cartKeys.vouchers(shop.id);

  // Once ended, the cleared cache must not send the call again for this opening.
  const ended = useRef(false);
  function sessionEnded(error: ApiError) {
    if (ended.current) return;
    ended.current = true;
    // The session is cleared (the contract client did) and the shopper goes home; the dialogs
    // close, so the message goes to the page's toaster.
    onClose();
    useUiStore.getState().close();
    router.push('/');
    toast.error(error.message);
  }

  // Loaded once per opening: a voucher may have been collected on another device meanwhile.
  const vouchers = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return (await (await browserApi()).vouchers(shop.id)).coupons;
      } catch (error) {
        // Told here, not from the query's error: the ended session clears the cache, this query too.
        if (error instanceof ApiError && error.status === 401) sessionEnded(error);
        throw error;
      }
    },
    refetchOnMount: 'always',
    enabled: () => !ended.current,
  });
  const collect = useMutation({
    mutationFn: async (coupon: Coupon) => (await browserApi()).collectVoucher(coupon.id),
    onSuccess: ({ message }, coupon) => {
      client.setQueryData<Coupon[]>(key, (list) => list?.map((item) => (item.id === coupon.id ? { ...item, is_collected: true } : item)));
      if (message) toast.success(message, toastLayer());
    },
    onError: (error) => {
      toastFailure(error, t('failed'), toastLayer());
      // Collected meanwhile (another tab, another device): show the list as it is now.
      if (error instanceof ApiError && error.status === 422) void client.invalidateQueries({ queryKey: key });
    },
  });

  // A voucher for the shop's followers only asks a shopper who does not follow it to follow first.
  const tf = useTranslations('Follow');
  const [asking, setAsking] = useState<number | null>(null);
  const [following, setFollowing] = useState(false);
  async function tryCollect(coupon: Coupon) {
    if (coupon.followers_only) {
      try {
        const state = await client.fetchQuery({ ...followStatusQuery(shop.id), staleTime: 0 });
        if (!state.is_following) {
          setAsking(coupon.id);
          return;
        }
      } catch {
        // The state could not be read: the collect says whether it is allowed.
      }
    }
    collect.mutate(coupon);
  }
  async function followAndCollect(coupon: Coupon) {
    setFollowing(true);
    try {
      const { data } = await (await browserApi()).followShop(shop.id);
      client.setQueryData(followKeys.status(shop.id), data.follow);
      void client.invalidateQueries({ queryKey: followKeys.shops });
      toast.success(tf('followed', { name: shop.name }), toastLayer());
      setAsking(null);
      collect.mutate(coupon);
    } catch (error) {
      toastFailure(error, tf('failed'), toastLayer());
    } finally {
      setFollowing(false);
    }
  }

  const failure = vouchers.error;
  useEffect(() => {
    if (!failure || (failure instanceof ApiError && failure.status === 401)) return;
    toastFailure(failure, t('failed'), toastLayer());
    // Only the failure of this opening's load is told.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  async function apply(coupon: Coupon) {
    if (couponCode === coupon.code) {
      await applyCoupon('', shop.id);
      toast.success(t('voucherRemoved', { code: coupon.code }), toastLayer());
      return;
    }
    // When the voucher does not apply, the checkout summary has already said why.
    if (await applyCoupon(coupon.code, shop.id)) toast.success(t('voucherApplied', { code: coupon.code }), toastLayer());
  }

  const coupons = vouchers.data ?? (vouchers.isError ? [] : null);
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
                    <p className="text-xs text-slate-600">{t('validityTill', { date: coupon.validity ?? '' })}</p>
                    {coupon.followers_only ? <p className="mt-1 inline-block rounded bg-primary-600 px-1.5 py-0.5 text-xs font-semibold text-white">{tf('followersOnly')}</p> : null}
                    {asking === coupon.id && !coupon.is_collected ? (
                      <p role="status" className="mt-1 text-xs font-medium text-primary-800">
                        {tf('followToCollect', { name: shop.name })}
                      </p>
                    ) : null}
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
                    ) : asking === coupon.id ? (
                      <button
                        type="button"
                        onClick={() => void followAndCollect(coupon)}
                        disabled={following || collect.isPending}
                        aria-busy={following}
                        className={primaryButton('px-3 py-1.5 text-xs')}
                      >
                        {tf('followAndCollect')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        onClick={() => void tryCollect(coupon)}
                        disabled={collect.isPending}
                        className={primaryButton('px-3 py-1.5 text-xs')}
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
