'use client';
// The cart side panel: 'My Cart' with the count, the lines grouped by shop,
// the Cart Amount of the shops selected for checkout with its parts, and Proceed to Checkout.
// A native modal dialog (ModalSheet): focus stays inside, Escape closes it, focus goes back to the opener.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ShoppingCart } from 'lucide-react';
import { toast } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { TotalsList } from '@/components/ui/totals-list';
import { useRouter } from '@/lib/i18n/navigation';
// Selection and voucher changes ask for the summary again through the cart's query code.
import '@/lib/cart/cart-cache';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { CartShopGroup } from './cart-shop-group';
import { useShopperPlace } from '@/components/delivery/use-shopper-place';
import { placeFor } from '@/lib/delivery-destination';
import { LayerToaster } from './layer-toaster';
import { loadWhenOnline } from '@/lib/load-when-online';
import { primaryButton } from '@/components/ui/button';

// Most shoppers never open a voucher list: its code loads on the first click.
const VoucherDialog = dynamic(() => loadWhenOnline(() => import('./voucher-dialog')).then((module) => module.VoucherDialog), { ssr: false });

export interface VoucherShop {
  id: number;
  name: string;
}

export function CartPanel() {
  const t = useTranslations('Cart');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const open = useUiStore((state) => state.overlay === 'cart');
  const close = useUiStore((state) => state.close);
  const total = useCartStore((state) => state.total);
  const groups = useCartStore((state) => state.groups);
  const selected = useCartStore((state) => state.selectedShopIds);
  const summary = useCartStore((state) => state.summary);
  const couponCode = useCartStore((state) => state.couponCode);
  const multiVendor = useCartStore((state) => state.multiVendor);
  const [voucherShop, setVoucherShop] = useState<VoucherShop | null>(null);
  // The arrival lines' place: asked for when the cart shows a shop with a delivery calendar.
  const { known, address, chosen } = useShopperPlace(open && groups.some((group) => group.delivery));

  function proceed() {
    if (selected.length === 0) {
      toast.error(t('selectShopFirst'), toastLayer());
      return;
    }
    close();
    router.push('/checkout');
  }

  return (
    <>
      <ModalSheet open={open} onClose={close} title={t('title', { count: total })} closeLabel={tc('close')} placement="end">
        {groups.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-slate-600">
            <ShoppingCart aria-hidden className="size-12 text-slate-300" />
            <p className="font-medium">{t('empty')}</p>
          </div>
        ) : (
          <>
            <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
              {groups.map((group) => (
                <CartShopGroup
                  key={group.shop_id}
                  group={group}
                  multiVendor={multiVendor}
                  selected={selected.includes(group.shop_id)}
                  onVouchers={() => setVoucherShop({ id: group.shop_id, name: group.shop_name })}
                  place={group.delivery && known ? placeFor(group.delivery, address, chosen) : null}
                />
              ))}
            </div>
            <div className="flex flex-col gap-3 border-t border-slate-200 p-4">
              {selected.length === 0 ? (
                <p className="text-sm text-slate-600">{t('noShopSelected')}</p>
              ) : (
                // What the selected shops come to, read as the checkout reads it: the items with
                // VAT (the amount the cart tab shows when every shop is selected), delivery, the
                // voucher, then the Cart Amount, which is the checkout's payable amount.
                <TotalsList
                  totals={{
                    items: summary.total_amount,
                    tax: summary.order_tax_amount,
                    vatLines: summary.all_vat_taxes,
                    delivery: summary.delivery_charge,
                    coupon: couponCode ? summary.coupon_discount : 0,
                    payable: summary.payable_amount,
                  }}
                  labels={{
                    subtotal: t('subtotal'),
                    delivery: t('deliveryCharge'),
                    coupon: t('voucherLine', { code: couponCode }),
                    payable: t('cartAmount'),
                    includesVat: t('includesVat'),
                    includesVatLine: (line) => t('includesVatLine', line),
                  }}
                />
              )}
              <button type="button" onClick={proceed} className={primaryButton('px-4 py-3')}>
                {t('proceed')}
              </button>
            </div>
          </>
        )}
        <LayerToaster id="cart-panel" />
      </ModalSheet>
      {/* Outside the panel's dialog: a nested dialog's close event would reach the panel too. */}
      {voucherShop ? <VoucherDialog shop={voucherShop} onClose={() => setVoucherShop(null)} /> : null}
    </>
  );
}
