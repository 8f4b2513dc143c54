'use client';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Smartphone } from 'lucide-react';
import { StoreButtons } from './store-buttons';

/** SPEC.md section 2, bottom bar: 'Download our app' with store buttons, when settings say so. */
export function DownloadAppMenu({ googlePlay, appStore }: { googlePlay: string | null; appStore: string | null }) {
  const t = useTranslations('Chrome');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded px-2 py-2 text-sm font-medium hover:text-primary-700">
        <Smartphone aria-hidden className="size-4" />
        {t('downloadApp')}
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
          <StoreButtons googlePlay={googlePlay} appStore={appStore} asMenuItems />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
