'use client';
// The mobile side menu: the same navigation as the bars (SPEC.md section 2, Mobile).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import type { Category } from '@/lib/api/schemas/catalog';
import type { Master } from '@/lib/api/schemas/settings';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { categoryHref, subCategoryHref } from '@/lib/catalog-links';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import { MenuLink } from './menu-link';

export function MobileMenu({ master, categories }: { master: Master; categories: Category[] }) {
  const t = useTranslations('Chrome');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const languages = master.languages.filter((language) => (routing.locales as readonly string[]).includes(language.name));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('openMenu')} className="rounded p-2 hover:bg-slate-100 md:hidden">
        <Menu aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 p-4">
            <Dialog.Title className="text-base font-semibold">{t('menu')}</Dialog.Title>
            <Dialog.Close aria-label={t('close')} className="rounded p-1 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('mainNav')}</Dialog.Description>
          <nav aria-label={t('mainNav')} className="flex-1 p-2 text-sm">
            <ul>
              {master.menus.map((menu) => (
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
            {master.multi_vendor ? (
              <Link href="/shop/register" onClick={close} className="mt-3 block rounded px-3 py-2 font-medium text-primary-700 hover:bg-slate-100">
                {t('becomeSeller')}
              </Link>
            ) : null}
          </nav>
          <div className="flex items-center gap-2 border-t border-slate-200 bg-primary-900 p-3 text-xs text-white">
            <CurrencyMenu />
            <LanguageMenu languages={languages} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
