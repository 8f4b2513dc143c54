import 'server-only';
// Share cards (Open Graph and Twitter) drawn at request time: the page's title, a detail line
// and the shop's name on the theme colour. Text is taken from the default locale, whose script
// the bundled card font covers.
import { ImageResponse } from 'next/og';
import { apiFor } from '@/lib/api/server';
import { currentLocales } from '@/lib/i18n/locales';

export const ogSize = { width: 1200, height: 630 };
export const ogContentType = 'image/png';

export const ogApi = () => apiFor(currentLocales().defaultLocale);

export async function ogCard({ title, detail, kind }: { title: string; detail?: string | null; kind: string }): Promise<ImageResponse> {
  const master = await ogApi().master();
  const primary = /^#[0-9a-f]{6}$/i.test(master.theme_colors.primary700 ?? '') ? master.theme_colors.primary700! : '#be123c';
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: primary, color: 'white' }}>
        <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{master.app_name}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 28, textTransform: 'uppercase', opacity: 0.8 }}>{kind}</div>
          <div style={{ display: 'flex', fontSize: title.length > 40 ? 60 : 76, fontWeight: 700, lineHeight: 1.1, marginTop: 12 }}>{title}</div>
          {detail ? <div style={{ display: 'flex', fontSize: 40, marginTop: 20, opacity: 0.95 }}>{detail}</div> : null}
        </div>
      </div>
    ),
    ogSize,
  );
}

/** A plain card when the entity is gone: share previews never fail. */
export function fallbackCard(): Promise<ImageResponse> {
  return ogCard({ title: 'Not found', kind: '' });
}
