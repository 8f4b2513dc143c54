import type { ProductCard as Product } from '@/lib/api/schemas/catalog';
import { ProductCard } from './product-card';

/** A responsive grid of product cards; the first row's images load eagerly (LCP). */
export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard product={product} priority={index < 2} />
          </div>
        </li>
      ))}
    </ul>
  );
}
