'use client';
// Takes one product off the wishlist page; the header count follows at once (the toggle is a
// mutation of the wishlist in the query cache, lib/account/wishlist.ts) and the page's list,
// rendered on the server, is read again.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Heart } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { useWishlistStore } from '@/stores/wishlist';

export function WishlistRemove({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('Wishlist');
  const router = useRouter();
  const toggle = useWishlistStore((state) => state.toggle);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const saved = await toggle(productId);
      // A product removed elsewhere meanwhile was just added back: undo that.
      if (saved) await toggle(productId);
      toast.success(t('removed'), { duration: 3000 });
      router.refresh();
    } catch (error) {
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void remove()}
      disabled={busy}
      aria-label={t('remove', { name })}
      className="relative z-10 rounded-full bg-white/90 p-2 text-red-600 shadow hover:bg-red-50 disabled:opacity-60"
    >
      <Heart aria-hidden className="size-5 fill-current" />
    </button>
  );
}
