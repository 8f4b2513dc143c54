import { useTranslations } from 'next-intl';
import { UserRound } from 'lucide-react';
import { UnreadBadge } from '@/components/chat/unread-badge';
import { ShopImage } from '@/components/ui/shop-image';
import type { SessionUser } from '@/lib/auth/auth';
import { offers } from '@/lib/features';
import { Link } from '@/lib/i18n/navigation';
import { CloseOnNavigate } from '@/components/ui/close-on-navigate';

// Account sidebar links, in order; Message carries the unread badge. Following, Alerts and My questions
// are there only when the backend offers them.
const links = [
  ['/dashboard', 'dashboard'],
  ['/order-history', 'orderHistory'],
  ['/returned-order-history', 'returnOrders'],
  ['/wishlist', 'wishlist'],
  ['/following', 'following'],
  ['/alerts', 'alerts'],
  ['/my-questions', 'questions'],
  ['/massages', 'message'],
  ['/profile', 'profile'],
  ['/manage-address', 'manageAddress'],
  ['/support-tickets', 'supportTicket'],
  ['/affiliations', 'affiliations'],
  ['/change-password', 'changePassword'],
  ['/terms-and-conditions', 'terms'],
  ['/privacy-policy', 'privacy'],
] as const;

const MENU_ID = 'account-menu';

/**
 * The account menu (Alerts only when the backend offers them): a column beside the page from the md breakpoint on; on phones one control
 * above the page ("Account menu" with the shopper's name) that opens the same links as a drawer
 * (the native popover, closed again on navigation by CloseOnNavigate).
 */
export function AccountSidebar({ user, features = [] }: { user: SessionUser | null; features?: readonly string[] }) {
  const t = useTranslations('Account');
  const avatar = (size: 'size-8' | 'size-12') =>
    user?.profile_photo ? (
      <ShopImage src={user.profile_photo} alt="" width={size === 'size-8' ? 32 : 48} height={size === 'size-8' ? 32 : 48} className={`${size} rounded-full`} />
    ) : (
      <UserRound aria-hidden className={`${size} rounded-full bg-slate-100 p-1.5 text-slate-500`} />
    );
  return (
    <div>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="popover-control flex min-h-11 w-full items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-start text-sm md:hidden"
      >
        {avatar('size-8')}
        <span className="min-w-0 flex-1 truncate font-semibold">{user?.name}</span>
        <span className="inline-flex items-center gap-1 text-primary-700">
          {t('menu')}
          <span aria-hidden className="icon-chevron-down size-4 bg-current" />
        </span>
      </button>
      <nav id={MENU_ID} popover="auto" aria-label={t('nav')} className="account-drawer rounded-md border border-slate-200 bg-white p-2 text-sm">
        {user ? (
          <div className="mb-2 flex items-center gap-3 border-b border-slate-100 p-2">
            {avatar('size-12')}
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              {user.phone ? (
                <p className="truncate text-slate-600" dir="ltr">
                  {user.phone}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        <ul>
          {links.filter(([href]) => (href === '/following' ? offers({ features }, 'follow') : href === '/alerts' ? offers({ features }, 'alerts') : href === '/my-questions' ? offers({ features }, 'questions') : true)).map(([href, key]) => (
            <li key={href}>
              <Link href={href} className="flex min-h-11 items-center gap-2 rounded px-3 py-2 hover:bg-primary-50 hover:text-primary-800 md:min-h-0">
                {t(key)}
                {href === '/massages' ? <UnreadBadge /> : null}
              </Link>
            </li>
          ))}
        </ul>
        <CloseOnNavigate id={MENU_ID} />
      </nav>
    </div>
  );
}
