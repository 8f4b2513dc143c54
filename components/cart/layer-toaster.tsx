'use client';
// A toaster inside a modal dialog (see lib/cart/toast-layer.ts), placed like the page's one:
// bottom-left, or bottom-right in right-to-left languages, 3000 ms.
import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Toaster } from 'sonner';
import { enterToastLayer } from '@/lib/cart/toast-layer';
import { directionOf } from '@/lib/i18n/locales';

export function LayerToaster({ id }: { id: string }) {
  const t = useTranslations('Cart');
  const direction = directionOf(useLocale());
  useEffect(() => enterToastLayer(id), [id]);
  return (
    <Toaster
      id={id}
      position={direction === 'rtl' ? 'bottom-right' : 'bottom-left'}
      dir={direction}
      duration={3000}
      richColors
      closeButton
      containerAriaLabel={t('notifications')}
    />
  );
}
