'use client';
// The signed-in user menu: Balance, Dashboard, Order History, Profile,
// Change Password and Log Out with its confirmation ('Log Out!' / 'Logout Confirmation').
// A button named after the shopper opens a native popover (Escape and a tap outside close it),
// placed under the button when it opens.
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { accountKeys } from '@/lib/account/query-keys';
import { getQueryClient } from '@/lib/query/client';
import type { SessionUser } from '@/lib/auth/auth';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { isAccountPath } from '@/lib/auth/account-routes';
import { useCartStore } from '@/stores/cart';
import { useChatStore } from '@/stores/chat';
import { useViewerStore } from '@/stores/viewer';

export function UserMenu({ user }: { user: SessionUser }) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const pathname = usePathname();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const closeMenu = () => menu.current?.hidePopover();
  /** Puts the opening menu under the button, aligned with its end edge (the left one in Arabic). */
  const place = (event: React.ToggleEvent<HTMLDivElement>) => {
    const button = trigger.current;
    if (event.newState !== 'open' || !button) return;
    const box = button.getBoundingClientRect();
    const style = event.currentTarget.style;
    style.top = `${box.bottom + 4}px`;
    if (getComputedStyle(button).direction === 'rtl') {
      style.left = `${box.left}px`;
      style.right = 'auto';
    } else {
      style.right = `${document.documentElement.clientWidth - box.right}px`;
      style.left = 'auto';
    }
  };

  async function logOut() {
    setBusy(true);
    try {
      await (await browserApi()).closeSession();
    } catch {
      // Logging out clears the shopper's state even when the call fails.
    }
    useViewerStore.getState().signedOut();
    // The shopper's wishlist, addresses and recently viewed products leave this page's cache.
    getQueryClient().removeQueries({ queryKey: accountKeys.all });
    useCartStore.getState().reset();
    useChatStore.getState().reset();
    setConfirming(false);
    setBusy(false);
    toast.success(t('logoutSuccess'), { duration: 3000 });
    if (isAccountPath(pathname, [])) router.push('/');
    router.refresh();
  }

  const links = [
    ['/affiliations', `${t('balance')}${user.affiliation_balance ?? '0.00'}`],
    ['/dashboard', t('dashboard')],
    ['/order-history', t('orderHistory')],
    ['/profile', t('profile')],
    ['/change-password', t('changePassword')],
  ] as const;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={menuId}
        className="user-menu-button inline-flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2.5 py-2 text-sm font-medium hover:bg-slate-50">
        <UserRound aria-hidden className="size-4" />
        <span className="max-w-28 truncate max-sm:sr-only">{user.name}</span>
        <span aria-hidden className="icon-chevron-down size-4 transition-transform" />
      </button>
      <div id={menuId} ref={menu} popover="auto" onBeforeToggle={place} aria-label={user.name} className="user-menu fixed inset-auto m-0 w-56 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg">
        <ul>
          {links.map(([href, label]) => (
            <li key={href}>
              <Link href={href} onClick={closeMenu} className="block rounded px-3 py-3 hover:bg-primary-50 md:py-2">
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                closeMenu();
                setConfirming(true);
              }}
              className="block w-full rounded px-3 py-3 text-start text-red-700 hover:bg-red-50 md:py-2">
              {t('logOut')}
            </button>
          </li>
        </ul>
      </div>
      <ModalSheet open={confirming} onClose={() => setConfirming(false)} title={t('logOutTitle')} closeLabel={tc('close')} placement="center">
        <div className="p-5">
          <p className="mb-5">{t('logoutConfirmation')}</p>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => setConfirming(false)} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
              {t('cancel')}
            </button>
            <button type="button" onClick={logOut} disabled={busy} className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
              {t('yes')}
            </button>
          </div>
        </div>
      </ModalSheet>
    </>
  );
}
