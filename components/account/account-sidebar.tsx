import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

// SPEC.md section 2, account sidebar links, in order. The profile block and the unread badge
// are filled by the account area.
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

export function AccountSidebar() {
  const t = useTranslations('Account');
  return (
    <nav aria-label={t('nav')} className="rounded-md border border-slate-200 bg-white p-2 text-sm">
      <ul>
        {links.map(([href, key]) => (
          <li key={href}>
            <Link href={href} className="block rounded px-3 py-2 hover:bg-primary-50 hover:text-primary-800">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
