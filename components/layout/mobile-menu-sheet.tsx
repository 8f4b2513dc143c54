'use client';
// The mobile side menu's panel: the same navigation as the bars. Its code comes with the first
// tap on the menu button (./mobile-menu.tsx), so no page's first load carries it.
import { useTranslations } from 'next-intl';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { Link } from '@/lib/i18n/navigation';
import { categoryHref, subCategoryHref } from '@/lib/catalog-links';
import type { NavData } from './nav-data';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import { MenuLink } from './menu-link';

export function MobileMenuSheet({ menu, open, close }: { menu: NavData; open: boolean; close(): void }) {
  const t = useTranslations('Chrome');
  return (
    <ModalSheet open={open} onClose={close} title={t('menu')} closeLabel={t('close')} placement="start">
      {/* A component of its own, so the closed menu costs nothing: its links and their
          formatted labels are built only when it opens. */}
      <MobileMenuBody menu={menu} close={close} />
    </ModalSheet>
  );
}

function MobileMenuBody({ menu: { menus, categories, languages, multiVendor }, close }: { menu: NavData; close(): void }) {
  const t = useTranslations('Chrome');
  return (
    <>
      <nav aria-label={t('mainNav')} className="flex-1 overflow-y-auto p-2 text-sm">
        <ul>
          {menus.map((menu) => (
            <li key={menu.id}>
              <MenuLink url={menu.url} target={menu.target} external={menu.is_external} className="block rounded px-3 py-2 font-medium hover:bg-slate-100">
                {menu.name}
              </MenuLink>
            </li>
          ))}
        </ul>
        {categories.length > 0 ? (
          <>
            <p className="mt-3 px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('categories')}</p>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <details className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between rounded px-3 py-2 hover:bg-slate-100">
                      {category.name}
                      <span aria-hidden className="transition-transform group-open:rotate-90 rtl:rotate-180">›</span>
                    </summary>
                    <ul className="ms-4 border-s border-slate-200">
                      <li>
                        <Link href={categoryHref(category)} onClick={close} className="block px-3 py-1.5 text-primary-700 hover:underline">
                          {t('allIn', { name: category.name })}
                        </Link>
                      </li>
                      {category.sub_categories.map((sub) => (
                        <li key={sub.id}>
                          <Link href={subCategoryHref(category, sub.id)} onClick={close} className="block px-3 py-1.5 hover:underline">
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {multiVendor ? (
          <Link href="/shop/register" onClick={close} className="mt-3 block rounded px-3 py-2 font-medium text-primary-700 hover:bg-slate-100">
            {t('becomeSeller')}
          </Link>
        ) : null}
      </nav>
      <div className="flex items-center gap-2 border-t border-slate-200 bg-primary-900 p-3 text-xs text-white">
        <CurrencyMenu />
        <LanguageMenu languages={languages} />
      </div>
    </>
  );
}
