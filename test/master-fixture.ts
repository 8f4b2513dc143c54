// Settings as GET /master answers them, parsed through the contract schema, for component tests.
import { masterSchema, type Master } from '@/lib/api/schemas/settings';
import type { Category } from '@/lib/api/schemas/catalog';

export const masterRaw = {
  app_name: 'Testshop',
  app_locale: 'en',
  app_environment: 'local',
  web_logo: '/media/brand/logo.webp',
  app_logo: null,
  multi_vendor: true,
  cash_on_delivery: true,
  online_payment: false,
  google_playstore_link: 'https://play.example/testshop',
  app_store_link: 'https://apps.example/testshop',
  show_download_app: true,
  mobile: '+1 555 0100',
  email: 'help@testshop.example',
  address: '1 Test Road',
  web_show_footer: true,
  web_footer_text: 'Testshop Ltd.',
  web_footer_description: 'Small shops, big choice.',
  web_footer_logo: '/media/brand/footer-logo.webp',
  footer_qr: '/media/brand/qr.webp',
  theme_colors: {},
  currency: { id: 1, name: 'USD', symbol: '$', position: 'prefix', rate: 1 },
  currencies: [
    { id: 1, name: 'USD', symbol: '$', position: 'prefix', is_default: true, rate_from_default: 1 },
    { id: 2, name: 'EUR', symbol: '€', position: 'suffix', is_default: false, rate_from_default: 0.5 },
  ],
  languages: [
    { id: 1, name: 'en', title: 'English', direction: 'ltr' },
    { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
  ],
  social_links: [
    { id: 1, name: 'Facebook', logo: '/media/social/facebook.webp', link: 'https://facebook.example/testshop' },
    { id: 2, name: 'Instagram', logo: null, link: 'https://instagram.example/testshop' },
  ],
  social_auths: [],
  payment_gateways: [],
  menus: [
    { id: 1, name: 'Shops', title: null, url: '/shops', target: '_self', is_external: false },
    { id: 2, name: 'Academy', title: null, url: 'https://academy.example', target: '_blank', is_external: true },
  ],
  footers: [
    { id: 1, position: 1, title: 'About', items: [
      { id: 1, type: 'logo', title: 'Testshop', url: '/', target: null },
      { id: 2, type: 'text', title: 'Small shops, big choice.', url: null, target: null },
    ] },
    { id: 2, position: 2, title: 'Contact', items: [
      { id: 3, type: 'email', title: 'help@testshop.example', url: null, target: null },
      { id: 4, type: 'phone', title: '+1 555 0100', url: null, target: null },
      { id: 5, type: 'social_links', title: null, url: null, target: null },
    ] },
    { id: 3, position: 3, title: 'Help', items: [
      { id: 6, type: 'link', title: 'Privacy Policy', url: '/privacy-policy', target: '_self' },
    ] },
    { id: 4, position: 4, title: 'Get the App', items: [{ id: 7, type: 'app_store', title: null, url: null, target: null }] },
  ],
};

export const masterFixture: Master = masterSchema.parse(masterRaw);

export function masterWith(overrides: Record<string, unknown>): Master {
  return masterSchema.parse({ ...masterRaw, ...overrides });
}

export const categoriesFixture: Category[] = [
  { id: 1, name: 'Electronics', thumbnail: null, sub_categories: [{ id: 11, name: 'Phones', thumbnail: null }, { id: 12, name: 'Laptops', thumbnail: null }] },
  { id: 2, name: 'Fashion', thumbnail: null, sub_categories: [{ id: 21, name: 'Shoes', thumbnail: null }] },
];
