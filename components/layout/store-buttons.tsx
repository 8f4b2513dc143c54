import { useTranslations } from 'next-intl';

const buttonClass = 'flex items-center gap-2 rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white hover:bg-slate-700';

/** Links to the shop's app in Google Play and the App Store (external, new tab). */
export function StoreButtons({ googlePlay, appStore }: { googlePlay: string | null; appStore: string | null }) {
  const t = useTranslations('Chrome');
  const links = [
    { href: googlePlay, label: t('googlePlay'), mark: '▶' },
    { href: appStore, label: t('appStore'), mark: '' },
  ].filter((link): link is { href: string; label: string; mark: string } => Boolean(link.href));
  return (
    <div className="flex flex-col gap-2">
      {links.map((link) => (
        <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
          <span aria-hidden>{link.mark}</span>
          {link.label}
        </a>
      ))}
    </div>
  );
}
