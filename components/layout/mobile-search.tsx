'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { loadWhenOnline } from '@/lib/load-when-online';

const MobileSearchSheet = dynamic(() => loadWhenOnline(() => import('./mobile-search-sheet')).then((module) => module.MobileSearchSheet), { ssr: false });

/** The header's search button for narrow screens; its dialog (./mobile-search-sheet.tsx) loads with the first tap, which opens it. */
export function MobileSearch() {
  const t = useTranslations('Chrome');
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={t('openSearch')} aria-haspopup="dialog" className="rounded p-2 hover:bg-slate-100 md:hidden">
        <span aria-hidden className="icon-search size-5" />
      </button>
      {open === null ? null : <MobileSearchSheet open={open} close={() => setOpen(false)} />}
    </>
  );
}
