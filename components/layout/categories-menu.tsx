'use client';
// Bottom bar: a Categories dropdown grid whose subcategory panel opens on
// hover, and on keyboard focus for shoppers without a mouse.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LayoutGrid } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { categoryHref, subCategoryHref } from '@/lib/catalog-links';
import type { NavData } from './nav-data';
import { primaryButton } from '@/components/ui/button';

export function CategoriesMenu({ categories }: { categories: NavData['categories'] }) {
  const t = useTranslations('Chrome');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const active = categories.find((category) => category.id === activeId) ?? null;

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
        {/* Built when it opens: the closed menu adds nothing to every page's HTML. */}
        {open ? (
          <ul className="max-h-[60vh] overflow-y-auto border-e border-slate-100 py-1">
            {categories.map((category) => (
              <li key={category.id} onMouseEnter={() => setActiveId(category.id)}>
                <Link
                  href={categoryHref(category)}
                  onFocus={() => setActiveId(category.id)}
                  onClick={close}
                  aria-current={category.id === activeId ? 'true' : undefined}
                  className={`flex items-center justify-between gap-2 px-3 py-2 hover:bg-primary-50 ${category.id === activeId ? 'bg-primary-50 font-medium text-primary-800' : ''}`}
                >
                  {category.name}
                  {category.sub_categories.length > 0 ? <span aria-hidden className="icon-chevron-down size-4 -rotate-90 rtl:rotate-90" /> : null}
                </Link>
                {category.id === activeId && active && active.sub_categories.length > 0 ? (
                  // Rendered right after its category so that Tab reaches the subcategories next.
                  <div className="absolute inset-y-0 end-0 w-[calc(100%-16rem)] overflow-y-auto p-4">
                    <p className="mb-2 font-semibold">{active.name}</p>
                    <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                      <li>
                        <Link href={categoryHref(active)} onClick={close} className="block rounded px-2 py-1 text-primary-700 hover:bg-primary-50">
                          {t('allIn', { name: active.name })}
                        </Link>
                      </li>
                      {active.sub_categories.map((sub) => (
                        <li key={sub.id}>
                          <Link href={subCategoryHref(active, sub.id)} onClick={close} className="block rounded px-2 py-1 hover:bg-primary-50">
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
              ) : null}
            </li>
          ))}
        </ul>
        ) : null}
      </div>
    </div>
  );
}
