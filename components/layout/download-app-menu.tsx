import { useTranslations } from 'next-intl';
import { Smartphone } from 'lucide-react';
import { StoreButtons } from './store-buttons';

/** Bottom bar: 'Download our app' with store buttons (a disclosure, no script). */
export function DownloadAppMenu({ googlePlay, appStore }: { googlePlay: string | null; appStore: string | null }) {
  const t = useTranslations('Chrome');
  return (
    <details className="group relative">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 text-sm font-medium hover:text-primary-700">
        <Smartphone aria-hidden className="size-4" />
        {t('downloadApp')}
        <span aria-hidden className="icon-chevron-down size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute end-0 top-full z-50 mt-1 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <StoreButtons googlePlay={googlePlay} appStore={appStore} />
      </div>
    </details>
  );
}
