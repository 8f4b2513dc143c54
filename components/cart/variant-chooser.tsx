'use client';
// The choice a card's cart button asks for when its product comes in colours or sizes: a sheet
// at the bottom of a phone, a small centred dialog on wider screens. It loads the product's
// choices with their surcharges (GET /product-details), shows the price of the choice, and adds
// only once every kind of choice is made; a kind with one option is chosen already. Loaded on
// the first such tap, so no page carries its code.
import { useEffect, useState } from 'react';
import { Loader2, ShoppingCart } from 'lucide-react';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { browserApi } from '@/lib/api/browser';
import type { ProductDetail } from '@/lib/api/schemas/product';
import type { CartableProduct } from '@/lib/cart/cartable';
import { variantPrices } from '@/lib/variant-price';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { Price } from '@/components/ui/price';
import { VariantPicker } from '@/components/product/variant-picker';
import { useAddToCart } from './cart-actions';
import { primaryButton } from '@/components/ui/button';

type Choices = Pick<ProductDetail, 'price' | 'discount_price' | 'colors' | 'sizes' | 'quantity'>;

const only = (options: { id: number }[]) => (options.length === 1 ? options[0].id : null);

export function VariantChooser({ product, onClose }: { product: CartableProduct; onClose(): void }) {
  const t = useQuickTranslations('Cart');
  const tc = useQuickTranslations('Chrome');
  const { add, busy } = useAddToCart();
  const [choices, setChoices] = useState<Choices | null>(null);
  const [failed, setFailed] = useState(false);
  const [colorId, setColorId] = useState<number | null>(null);
  const [sizeId, setSizeId] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    browserApi()
      .then((api) => api.productDetails(product.id))
      .then(
        ({ product: details }) => {
          if (!current) return;
          setChoices(details);
          setColorId(only(details.colors));
          setSizeId(only(details.sizes));
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [product.id]);

  const color = choices?.colors.find((option) => option.id === colorId);
  const size = choices?.sizes.find((option) => option.id === sizeId);
  const complete = choices !== null && (choices.colors.length === 0 || color !== undefined) && (choices.sizes.length === 0 || size !== undefined);
  const prices = choices ? variantPrices(choices.price, choices.discount_price, { colorSurcharge: color?.price ?? 0, sizeSurcharge: size?.price ?? 0 }) : null;

  async function confirm() {
    if (!complete) return;
    await add({ product_id: product.id, quantity: 1, color: colorId, size: sizeId, unit: product.unit }, { id: product.id, name: product.name, thumbnail: product.thumbnail });
    onClose();
  }

  return (
    <ModalSheet open onClose={onClose} title={t('chooseOptions')} closeLabel={tc('close')} placement="sheet">
      <div className="flex flex-col gap-4 overflow-y-auto p-4">
        <p className="font-medium">{product.name}</p>
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('choicesFailed')}
          </p>
        ) : !choices || !prices ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('loadingChoices')}
          </p>
        ) : (
          <>
            <Price price={prices.price} discountPrice={prices.discountPrice} className="text-xl" />
            <VariantPicker legend={t('colorLegend')} options={choices.colors} value={colorId} onChange={setColorId} />
            <VariantPicker legend={t('sizeLegend')} options={choices.sizes} value={sizeId} onChange={setSizeId} />
            {complete ? null : <p className="text-sm text-slate-600">{t('chooseFirst')}</p>}
            <button
              type="button"
              onClick={() => void confirm()}
              aria-disabled={!complete || undefined}
              aria-busy={busy}
              className={primaryButton('inline-flex min-h-11 items-center justify-center gap-2 px-5 py-3 aria-busy:cursor-wait aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
            >
              {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <ShoppingCart aria-hidden className="size-5" />}
              {t('addToCart')}
            </button>
          </>
        )}
      </div>
    </ModalSheet>
  );
}
