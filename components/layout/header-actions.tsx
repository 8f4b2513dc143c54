'use client';
// Wishlist, cart and login in the header. Guests get the login dialog from the wishlist
// (SPEC.md section 6); the cart icon opens the cart drawer.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Heart, ShoppingCart, User } from 'lucide-react';
import type { AuthSettings } from '@/components/auth/auth-settings';
import { Presence } from '@/components/auth/presence';
import { SignInNotice } from '@/components/auth/sign-in-notice';
import { UserMenu } from '@/components/auth/user-menu';
import type { SessionUser } from '@/lib/auth/auth';
import { Link } from '@/lib/i18n/navigation';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { useWishlistTotal } from '@/stores/wishlist';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <>
      <span className="sr-only">{label} </span>
      <span className="absolute -end-1 -top-1 min-w-5 rounded-full bg-primary-600 px-1 text-center text-[11px] leading-5 font-semibold text-white">
        {value > 99 ? '99+' : value}
      </span>
    </>
  );
}

// Loaded when first opened: guests who never sign in do not download the dialog.
const LoginDialog = dynamic(() => import('@/components/auth/login-dialog').then((module) => module.LoginDialog), { ssr: false });
const RegisterDialog = dynamic(() => import('@/components/auth/register-dialog').then((module) => module.RegisterDialog), { ssr: false });
const ForgotDialog = dynamic(() => import('@/components/auth/forgot-dialog').then((module) => module.ForgotDialog), { ssr: false });
const ResetDialog = dynamic(() => import('@/components/auth/reset-dialog').then((module) => module.ResetDialog), { ssr: false });
const OtpDialog = dynamic(() => import('@/components/auth/otp-dialog').then((module) => module.OtpDialog), { ssr: false });

export function HeaderActions({ user, auth }: { user: SessionUser | null; auth: AuthSettings }) {
  const t = useTranslations('Chrome');
  const open = useUiStore((state) => state.open);
  const overlay = useUiStore((state) => state.overlay);
  const cartTotal = useCartStore((state) => state.total);
  const wishlistTotal = useWishlistTotal(user !== null);
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {user ? (
        <Link href="/wishlist" className="relative rounded p-2 hover:bg-slate-100">
          <Heart aria-hidden className="size-5" />
          <Count label={t('wishlistItems')} value={wishlistTotal} />
        </Link>
      ) : (
        <button type="button" onClick={() => open('login')} className="relative rounded p-2 hover:bg-slate-100">
          <Heart aria-hidden className="size-5" />
          <Count label={t('wishlistItems')} value={wishlistTotal} />
        </button>
      )}
      <button type="button" onClick={() => open('cart')} className="relative rounded p-2 hover:bg-slate-100">
        <ShoppingCart aria-hidden className="size-5" />
        <Count label={t('cartItems')} value={cartTotal} />
      </button>
      {user ? (
        <UserMenu user={user} />
      ) : (
        <button type="button" onClick={() => open('login')} className="inline-flex items-center gap-1 rounded-md bg-primary-600 px-2.5 py-2 sm:px-3 text-sm font-medium text-white hover:bg-primary-700">
          <User aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{t('login')}</span>
        </button>
      )}
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
