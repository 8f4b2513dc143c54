'use client';
// The header's search in a dialog, for narrow screens. Its code comes with the first tap on the
// search button (./mobile-search.tsx), so no page's first load carries the dialog.
import { useTranslations } from 'next-intl';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { HeaderSearch } from './header-search';

export function MobileSearchSheet({ open, close }: { open: boolean; close(): void }) {
  const t = useTranslations('Chrome');
  return (
    <ModalSheet open={open} onClose={close} title={t('search')} closeLabel={t('close')} placement="top">
      <div className="p-4">
        <HeaderSearch autoFocus onSearched={close} />
      </div>
    </ModalSheet>
  );
}
