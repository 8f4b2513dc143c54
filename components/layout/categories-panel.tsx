'use client';
// The open Categories menu of the bottom bar (./categories-menu.tsx): the categories, and the
// subcategories of the one hovered or focused. Loaded with the menu's first opening.
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { categoryHref, subCategoryHref } from '@/lib/catalog-links';
import type { NavData } from './nav-data';

interface Props {
  categories: NavData['categories'];
  activeId: number | null;
  setActiveId(id: number): void;
  close(): void;
}

export function CategoriesPanel({ categories, activeId, setActiveId, close }: Props) {
  const t = useTranslations('Chrome');
  const active = categories.find((category) => category.id === activeId) ?? null;
  return (
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
  );
}
