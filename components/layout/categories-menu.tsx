'use client';
// Bottom bar: a Categories dropdown grid whose subcategory panel opens on
// hover, and on keyboard focus for shoppers without a mouse.
import { useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { LayoutGrid } from 'lucide-react';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { NavData } from './nav-data';
import { primaryButton } from '@/components/ui/button';

const CategoriesPanel = dynamic(() => loadWhenOnline(() => import('./categories-panel')).then((module) => module.CategoriesPanel), { ssr: false });

export function CategoriesMenu({ categories }: { categories: NavData['categories'] }) {
  const t = useTranslations('Chrome');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={root} className="relative" onBlur={(event) => {
      if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    }}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
          setActiveId((current) => current ?? categories[0]?.id ?? null);
        }}
        className={primaryButton('inline-flex items-center gap-2 px-4 py-2 text-sm')}
      >
        <LayoutGrid aria-hidden className="size-4" />
        {t('categories')}
        <span aria-hidden className={`icon-chevron-down size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-40 mt-1 grid w-[min(44rem,calc(100vw-2rem))] min-h-64 grid-cols-[16rem_1fr] overflow-hidden rounded-md border border-slate-200 bg-white text-sm text-slate-800 shadow-xl"
      >
        {/* Built when it opens: the closed menu adds nothing to every page's HTML, and its code
            comes with the first opening (./categories-panel.tsx). */}
        {open ? <CategoriesPanel categories={categories} activeId={activeId} setActiveId={setActiveId} close={close} /> : null}
      </div>
    </div>
  );
}
