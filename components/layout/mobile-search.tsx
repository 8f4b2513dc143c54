'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { HeaderSearch } from './header-search';

/** The header's search in a dialog, for narrow screens. */
export function MobileSearch() {
  const t = useTranslations('Chrome');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={t('openSearch')} aria-haspopup="dialog" className="rounded p-2 hover:bg-slate-100 md:hidden">
        <span aria-hidden className="icon-search size-5" />
      </button>
      <ModalSheet open={open} onClose={() => setOpen(false)} title={t('search')} closeLabel={t('close')} placement="top">
        <div className="p-4">
          <HeaderSearch autoFocus onSearched={() => setOpen(false)} />
        </div>
      </ModalSheet>
    </>
  );
}
