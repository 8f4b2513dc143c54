import { useTranslations } from 'next-intl';
import type { Master } from '@/lib/api/schemas/settings';
import { CategoriesMenu } from './categories-menu';
import { DownloadAppMenu } from './download-app-menu';
import { MenuLink } from './menu-link';
import { Link } from '@/lib/i18n/navigation';
import { offers } from '@/lib/features';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { contentKey } from '@/lib/content-key';
import type { NavData } from './nav-data';

/** Bottom bar: categories, menu links from settings, Vouchers, 'Download our app'. */
export function BottomBar({ master, categories }: { master: Master; categories: NavData['categories'] }) {
  const t = useTranslations('Chrome');
  // The voucher centre, when the backend offers it (lib/features.ts).
  const vouchers = offers(master, 'voucher_centre');
  return (
    <nav aria-label={t('mainNav')} className="hidden border-b border-slate-200 bg-white md:block">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        {categories.length > 0 ? <CategoriesMenu categories={categories} /> : null}
        <KeptMarkup as="ul" className="flex flex-1 flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium" inputs={[contentKey(master.menus), vouchers]}>
          {master.menus.map((menu) => (
            <li key={menu.id}>
              <MenuLink url={menu.url} target={menu.target} external={menu.is_external} className="hover:text-primary-700">
                {menu.name}
              </MenuLink>
            </li>
          ))}
          {vouchers ? (
            <li>
              <Link href="/vouchers" className="hover:text-primary-700">
                {t('vouchers')}
              </Link>
            </li>
          ) : null}
        </KeptMarkup>
        {master.show_download_app ? <DownloadAppMenu googlePlay={master.google_playstore_link} appStore={master.app_store_link} /> : null}
      </div>
    </nav>
  );
}
