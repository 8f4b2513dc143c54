import type { Category } from '@/lib/api/schemas/catalog';
import { Link } from '@/lib/i18n/navigation';
import { categoryHref } from '@/lib/catalog-links';
import { ShopImage } from '@/components/ui/shop-image';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { contentKey } from '@/lib/content-key';

export function CategoryStrip({ categories, label }: { categories: Category[]; label: string }) {
  return (
    <KeptMarkup as="ul" aria-label={label} className="grid grid-cols-4 gap-3 sm:grid-cols-5 lg:grid-cols-10" inputs={[contentKey(categories)]}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={categoryHref(category)} className="flex flex-col items-center gap-2 rounded-md p-2 text-center text-xs font-medium hover:bg-primary-50">
            <span className="relative size-14 overflow-hidden rounded-full bg-slate-100">
              {category.thumbnail ? <ShopImage src={category.thumbnail} alt="" fill sizes="56px" widths={[96, 128]} className="object-cover" /> : null}
            </span>
            {category.name}
          </Link>
        </li>
      ))}
    </KeptMarkup>
  );
}
