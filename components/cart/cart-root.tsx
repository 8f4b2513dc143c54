'use client';
// Keeps the cart in step with the session and hosts the cart panel. Signed in, the cart is read
// from the server on every page load and after login (so a cart built on another device shows
// here); signed out, it is empty. The panel's code is fetched the first time it opens, then kept
// mounted so closing it hands focus back to the button that opened it. The cart's query code
// (lib/cart/cart-cache.ts) is fetched only for a signed-in shopper.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { cartHydrated, useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { useViewer } from '@/stores/viewer';
import { loadWhenOnline } from '@/lib/load-when-online';

const CartPanel = dynamic(() => loadWhenOnline(() => import('./cart-panel')).then((module) => module.CartPanel), { ssr: false });

export function CartRoot({ multiVendor }: { multiVendor: boolean }) {
  const { known, user } = useViewer();
  const signedIn = user !== null;
  const open = useUiStore((state) => state.overlay === 'cart');
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    // Until the session is known the stored cart stays as it is.
    if (!known) return;
    let cancelled = false;
    // After the stored copy is read back, or it would overwrite what the server says.
    void cartHydrated().then(() => {
      if (cancelled) return;
      const cart = useCartStore.getState();
      cart.setMultiVendor(multiVendor);
      if (signedIn) void import('@/lib/cart/cart-cache').then(({ loadCart }) => loadCart());
      else cart.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [known, signedIn, multiVendor]);

  return opened ? <CartPanel /> : null;
}
