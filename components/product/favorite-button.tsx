'use client';
// The heart on a product page: saves the product to the wishlist or takes it off. Guests get
// the login dialog. The page itself is the same for everyone (cached), so
// the saved state comes from the shopper's wishlist in the browser. This is first-load code: it
// reads the wishlist's zustand mirror, and the toggle (an optimistic mutation in the query cache,
// lib/account/wishlist.ts) flips the heart at once and flips it back when the server refuses.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Heart } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import { useUiStore } from '@/stores/ui';
import { useWishlistStore } from '@/stores/wishlist';

export function FavoriteButton({ productId }: { productId: number }) {
  const t = useTranslations('Wishlist');
  const signedIn = useWishlistStore((state) => state.signedIn);
  const saved = useWishlistStore((state) => state.ids.includes(productId));
  const toggle = useWishlistStore((state) => state.toggle);
  const openDialog = useUiStore((state) => state.open);
  const [busy, setBusy] = useState(false);

  async function click() {
    if (!signedIn) {
      openDialog('login');
      return;
    }
    setBusy(true);
    try {
      const now = await toggle(productId);
      toast.success(now ? t('added') : t('removed'), { duration: 3000 });
    } catch (error) {
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void click()}
      // Until the header knows who is here, a click would guess wrong.
      disabled={busy || signedIn === null}
      aria-pressed={saved}
      aria-label={t('add')}
      className={`shrink-0 rounded-full border p-2.5 disabled:opacity-60 ${saved ? 'border-red-200 bg-red-50 text-red-600' : 'border-slate-300 text-slate-600 hover:bg-slate-50'}`}
    >
      <Heart aria-hidden className={`size-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
