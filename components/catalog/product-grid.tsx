import type { ProductCard as Product } from '@/lib/api/schemas/catalog';
import { ProductCard } from './product-card';

/** A responsive grid of product cards; with `eager`, the first images load first (they are the LCP). */
export function ProductGrid({ products, label, eager = false }: { products: Product[]; label: string; eager?: boolean }) {
  return (
    // Rows of six (related, popular) fill one line on wide screens instead of leaving one behind.
    <ul aria-label={label} className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 ${products.length === 6 ? 'lg:grid-cols-6' : 'lg:grid-cols-5'}`}>
      {products.map((product, index) => (
        <li key={product.id} className="render-lazy flex">
          <ProductCard product={product} priority={eager && index < 2} />
        </li>
      ))}
    </ul>
  );
}
