import { manifestPath, shortName, themeColor, webManifest } from './manifest';

describe('web app manifest', () => {
  it('names, colours and starts the app of each language', () => {
    const settings = { app_name: 'Marketly Marketplace', web_footer_description: 'Shops together.', theme_colors: { primary: '#0f766e' } };
    const en = webManifest('en', settings);
    expect(en).toMatchObject({ name: 'Marketly Marketplace', short_name: 'Marketly', start_url: '/', lang: 'en', dir: 'ltr', display: 'standalone', theme_color: '#0f766e', background_color: '#ffffff' });
    expect(webManifest('ar', settings)).toMatchObject({ start_url: '/ar', id: '/ar', lang: 'ar', dir: 'rtl' });
    const sizes = en.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
    expect(manifestPath('ar')).toBe('/manifests/ar.webmanifest');
  });

  it('falls back to the built-in colour when settings give none or something that is not a colour', () => {
    expect(themeColor({ theme_colors: null })).toBe('#e11d48');
    expect(themeColor({ theme_colors: { primary: 'red;}body{x' } })).toBe('#e11d48');
  });

  it('keeps the short name short', () => {
    expect(shortName('Marketly')).toBe('Marketly');
    expect(shortName('The Very Long Shop Name')).toBe('The Very');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
