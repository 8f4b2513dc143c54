'use client';
// The mobile side menu's button. The menu itself (./mobile-menu-sheet.tsx) loads with the first
// tap, which then opens it; until the shopper has opened it once, nothing of it is on the page.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Menu } from 'lucide-react';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { NavData } from './nav-data';

const MobileMenuSheet = dynamic(() => loadWhenOnline(() => import('./mobile-menu-sheet')).then((module) => module.MobileMenuSheet), { ssr: false });

export function MobileMenu({ menu }: { menu: NavData }) {
  const t = useTranslations('Chrome');
  // null until the first tap: nothing of the menu is on the page before.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={t('openMenu')} aria-haspopup="dialog" className="rounded p-2 hover:bg-slate-100 md:hidden">
        <Menu aria-hidden className="size-5" />
      </button>
      {open === null ? null : <MobileMenuSheet menu={menu} open={open} close={() => setOpen(false)} />}
    </>
  );
}
