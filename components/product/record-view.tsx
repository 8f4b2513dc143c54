'use client';
// Tells the backend a signed-in shopper opened this product (their recently viewed products).
// The page is served from a cache shared by everyone, so its render cannot know the shopper: the
// browser reports the view after load (docs/adr/0017). Guests send nothing.
import { useEffect } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { hinted } from '@/stores/viewer';

export function RecordView({ productId }: { productId: number }) {
  useEffect(() => {
    if (!hinted()) return;
    browserRequest({ method: 'POST', path: '/recently-views', body: { product_id: productId } }).catch(() => {
      // A lost view is not worth telling the shopper about.
    });
  }, [productId]);
  return null;
}
