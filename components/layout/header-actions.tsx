'use client';
// Wishlist, cart and login in the header. Guests get the login dialog from the wishlist;
// the cart icon opens the cart drawer. The page's HTML is the same for
// everyone, so until the session is known both the Login button and a signed-in placeholder of
// the user menu's size are rendered, and CSS shows the one the hint cookie chose before first
// paint (lib/boot-script.ts): a signed-in shopper never sees Login flash by.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Heart, ShoppingCart, User } from 'lucide-react';
import type { AuthSettings } from '@/components/auth/auth-settings';
import { Presence } from '@/components/auth/presence';
import { SignInNotice } from '@/components/auth/sign-in-notice';
import { Link } from '@/lib/i18n/navigation';
import { formatPrice } from '@/lib/money';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { useCartReady, useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { useViewer } from '@/stores/viewer';
import { useWishlistTotal } from '@/stores/wishlist';
import { loadWhenOnline } from '@/lib/load-when-online';

/**
 * A count badge, shown only above zero: an empty cart or wishlist has no badge (screen readers
 * still hear "0"). `null` while it is not known yet shows nothing; the badge sits over the icon's
 * corner, so its arrival moves nothing.
 */
function Count({ label, value }: { label: string; value: number | null }) {
  return (
    <>
      <span className="sr-only">{label} </span>
      {value ? (
        <span className="absolute -end-1 -top-1 min-w-5 rounded-full bg-primary-600 px-1 text-center text-[11px] leading-5 font-semibold text-white">
          {value > 99 ? '99+' : value}
        </span>
      ) : value === 0 ? (
        <span className="sr-only">0</span>
      ) : null}
    </>
  );
}

/** The cart's amount beside its icon, from the md breakpoint until the floating tab shows it. */
function CartAmount() {
  const amount = useCartStore((state) => state.totalAmount);
  const currency = useDisplayCurrency();
  return (
    <span aria-hidden data-price className="header-cart-amount">
      {formatPrice(amount, currency)}
    </span>
  );
}

/** The user menu's button as it looks before the shopper's name is known. */
function UserPlaceholder({ label }: { label: string }) {
  return (
    <span aria-label={label} role="img" className="viewer-user inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-2 text-sm">
      <User aria-hidden className="size-4" />
      <span aria-hidden className="h-4 w-16 animate-pulse rounded bg-slate-200 max-sm:hidden" />
    </span>
  );
}

// Signed in only: guests do not download the menu, nor the chat and cart code it uses. Until it
// arrives, the placeholder of its size stands in.
const UserMenu = dynamic(() => loadWhenOnline(() => import('@/components/auth/user-menu')).then((module) => module.UserMenu), {
  ssr: false,
  loading: MenuLoading,
});

function MenuLoading() {
  const t = useTranslations('Chrome');
  return <UserPlaceholder label={t('account')} />;
}

// Loaded when first opened: guests who never sign in do not download the dialog.
const LoginDialog = dynamic(() => loadWhenOnline(() => import('@/components/auth/login-dialog')).then((module) => module.LoginDialog), { ssr: false });
const RegisterDialog = dynamic(() => loadWhenOnline(() => import('@/components/auth/register-dialog')).then((module) => module.RegisterDialog), { ssr: false });
const ForgotDialog = dynamic(() => loadWhenOnline(() => import('@/components/auth/forgot-dialog')).then((module) => module.ForgotDialog), { ssr: false });
const ResetDialog = dynamic(() => loadWhenOnline(() => import('@/components/auth/reset-dialog')).then((module) => module.ResetDialog), { ssr: false });
const OtpDialog = dynamic(() => loadWhenOnline(() => import('@/components/auth/otp-dialog')).then((module) => module.OtpDialog), { ssr: false });

export function HeaderActions({ auth }: { auth: AuthSettings }) {
  const t = useTranslations('Chrome');
  const open = useUiStore((state) => state.open);
  const overlay = useUiStore((state) => state.overlay);
  const { known, user } = useViewer();
  const cartTotal = useCartStore((state) => state.total);
  const cartReady = useCartReady();
  const wishlistTotal = useWishlistTotal(known ? user !== null : null);
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {user || !known ? (
        <Link href="/wishlist" className={`${known ? '' : 'viewer-user '}relative rounded p-2 hover:bg-slate-100`}>
          <Heart aria-hidden className="size-5" />
          <Count label={t('wishlistItems')} value={known ? wishlistTotal : null} />
        </Link>
      ) : null}
      {!user ? (
        <button type="button" onClick={() => open('login')} className={`${known ? '' : 'viewer-guest '}relative rounded p-2 hover:bg-slate-100`}>
          <Heart aria-hidden className="size-5" />
          <Count label={t('wishlistItems')} value={0} />
        </button>
      ) : null}
      <button type="button" onClick={() => open('cart')} className="relative inline-flex items-center gap-2 rounded p-2 hover:bg-slate-100">
        <ShoppingCart aria-hidden className="size-5" />
        <Count label={t('cartItems')} value={cartReady ? cartTotal : null} />
        {/* The amount the floating tab shows on wide windows, here where the tab does not float. */}
        {cartReady && cartTotal > 0 ? <CartAmount /> : null}
      </button>
      {user ? <UserMenu user={user} /> : null}
      {!known ? <UserPlaceholder label={t('account')} /> : null}
      {!user ? (
        <button
          type="button"
          onClick={() => open('login')}
          className={`${known ? '' : 'viewer-guest '}inline-flex items-center gap-1 rounded-md bg-primary-600 px-2.5 py-2 sm:px-3 text-sm font-medium text-white hover:bg-primary-700`}
        >
          <User aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{t('login')}</span>
        </button>
      ) : null}
      <Presence signedIn={user !== null} />
      <SignInNotice />
      {!user && overlay === 'login' ? <LoginDialog demo={auth.demo} social={auth.social} /> : null}
      {!user && overlay === 'register' ? <RegisterDialog settings={auth} /> : null}
      {overlay === 'otp' ? <OtpDialog /> : null}
      {!user && overlay === 'forgot' ? <ForgotDialog /> : null}
      {!user && overlay === 'reset' ? <ResetDialog /> : null}
    </div>
  );
}
