import { useTranslations } from 'next-intl';
import { UserRound } from 'lucide-react';
import { UnreadBadge } from '@/components/chat/unread-badge';
import { ShopImage } from '@/components/ui/shop-image';
import type { SessionUser } from '@/lib/auth/auth';
import { Link } from '@/lib/i18n/navigation';

// SPEC.md section 2, account sidebar links, in order; Message carries the unread badge.
const links = [
  ['/dashboard', 'dashboard'],
  ['/order-history', 'orderHistory'],
  ['/returned-order-history', 'returnOrders'],
  ['/wishlist', 'wishlist'],
  ['/massages', 'message'],
  ['/profile', 'profile'],
  ['/manage-address', 'manageAddress'],
  ['/support-tickets', 'supportTicket'],
  ['/affiliations', 'affiliations'],
  ['/change-password', 'changePassword'],
  ['/terms-and-conditions', 'terms'],
  ['/privacy-policy', 'privacy'],
] as const;

export function AccountSidebar({ user }: { user: SessionUser | null }) {
  const t = useTranslations('Account');
  return (
    <nav aria-label={t('nav')} className="rounded-md border border-slate-200 bg-white p-2 text-sm">
      {user ? (
        <div className="mb-2 flex items-center gap-3 border-b border-slate-100 p-2">
          {user.profile_photo ? (
            <ShopImage src={user.profile_photo} alt="" width={48} height={48} className="size-12 rounded-full" />
          ) : (
            <UserRound aria-hidden className="size-12 rounded-full bg-slate-100 p-2 text-slate-500" />
          )}
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.name}</p>
            {user.phone ? <p className="truncate text-slate-600" dir="ltr">{user.phone}</p> : null}
          </div>
        </div>
      ) : null}
      <ul>
        {links.map(([href, key]) => (
          <li key={href}>
            <Link href={href} className="flex items-center gap-2 rounded px-3 py-2 hover:bg-primary-50 hover:text-primary-800">
              {t(key)}
              {href === '/massages' ? <UnreadBadge /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
