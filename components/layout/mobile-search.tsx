'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { Search, X } from 'lucide-react';
import { HeaderSearch } from './header-search';

/** The header's search in a dialog, for narrow screens. */
export function MobileSearch() {
  const t = useTranslations('Chrome');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('openSearch')} className="rounded p-2 hover:bg-slate-100 md:hidden">
        <Search aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 top-0 z-50 bg-white p-4 shadow-lg">
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">{t('search')}</Dialog.Title>
            <Dialog.Close aria-label={t('close')} className="rounded p-1 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('searchProducts')}</Dialog.Description>
          <HeaderSearch autoFocus onSearched={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
