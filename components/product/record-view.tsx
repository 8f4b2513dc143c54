'use client';
// Tells the backend a signed-in shopper opened this product (their recently viewed products).
// The page is served from a cache shared by everyone, so its render cannot know the shopper: the
// browser reports the view after load (docs/adr/0017). Guests send nothing. First-load code: the
// contract client and the query cache are reached through `import()` (docs/adr/0020).
import { useEffect } from 'react';
import { browserApi } from '@/lib/api/browser';
import { accountKeys } from '@/lib/account/query-keys';
import { hinted } from '@/stores/viewer';

async function report(productId: number): Promise<void> {
  await (await browserApi()).recordView(productId);
  // The home page's rail, if this page's cache holds it, now starts with this product.
  const { getQueryClient } = await import('@/lib/query/client');
  await getQueryClient().invalidateQueries({ queryKey: accountKeys.recentlyViewed });
}

export function RecordView({ productId }: { productId: number }) {
  useEffect(() => {
    if (!hinted()) return;
    report(productId).catch(() => {
      // A lost view is not worth telling the shopper about.
    });
  }, [productId]);
  return null;
}
