import { useTranslations } from 'next-intl';
import type { Master } from '@/lib/api/schemas/settings';
import { Link } from '@/lib/i18n/navigation';
import { ShopImage } from '@/components/ui/shop-image';
import { authSettingsOf } from '@/components/auth/auth-settings';
import { configuredSocialProviders } from '@/lib/auth/social-providers';
import { serverEnv } from '@/server/config';
import { HeaderActions } from './header-actions';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import type { NavData } from './nav-data';
import { MobileSearch } from './mobile-search';

export function Logo({ master, className }: { master: Master; className?: string }) {
  const t = useTranslations('Chrome');
  // The square app icon sits best beside the name; any logo keeps its own proportions (w-auto).
  // Eager but low priority: it is small and above the fold, and must not be preloaded ahead of the
  // page's LCP picture (React preloads every eager image unless it is marked low).
  const logo = master.app_logo ?? master.web_logo;
  return (
    <Link href="/" aria-label={t('logoAlt', { name: master.app_name })} className={`inline-flex min-w-0 items-center gap-2 ${className ?? ''}`}>
      {logo ? <ShopImage src={logo} alt="" width={36} height={36} loading="eager" fetchPriority="low" className="h-9 w-auto rounded" /> : null}
      <span className="truncate text-lg font-bold text-primary-700 sm:text-xl">{master.app_name}</span>
    </Link>
  );
}

export function Header({ master, nav }: { master: Master; nav: NavData }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4">
        <MobileMenu menu={nav} />
        <Logo master={master} />
        <div className="relative mx-auto hidden max-w-xl flex-1 md:flex">
          <HeaderSearch />
        </div>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <MobileSearch />
          <HeaderActions auth={authSettingsOf(master, configuredSocialProviders(serverEnv()))} />
        </div>
      </div>
    </header>
  );
}
