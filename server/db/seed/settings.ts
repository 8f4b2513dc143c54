// Shop settings and reference data: what GET /master and the page chrome are built from.
import type { Db } from '../client';
import * as s from '../schema';
import type { I18n } from '../schema';
import { mediaUrl } from '../../media/generate';

export const themeColors = {
  primary: '#e11d48',
  primary50: '#fff1f2',
  primary100: '#ffe4e6',
  primary200: '#fecdd3',
  primary300: '#fda4af',
  primary400: '#fb7185',
  primary500: '#f43f5e',
  primary600: '#e11d48',
  primary700: '#be123c',
  primary800: '#9f1239',
  primary900: '#881337',
  primary950: '#4c0519',
};

export const settingValues: Record<string, unknown> = {
  app_name: 'Marketly',
  app_locale: 'en',
  multi_vendor: true,
  cash_on_delivery: true,
  online_payment: true,
  google_playstore_link: 'https://play.google.com/store/apps/details?id=com.marketly.shop',
  app_store_link: 'https://apps.apple.com/app/marketly/id1234567890',
  show_download_app: true,
  mobile: '+1 555 0100 200',
  email: 'support@marketly.example',
  address: '500 Market Street, Springfield',
  web_show_footer: true,
  web_footer_text: 'Marketly. All rights reserved.',
  web_footer_description: 'Marketly brings hundreds of independent shops together: compare, chat with sellers and buy with confidence.',
  web_footer_logo: mediaUrl('brand/footer-logo.webp'),
  footer_qr: mediaUrl('brand/app-qr.webp'),
  web_logo: mediaUrl('brand/logo.webp'),
  app_logo: mediaUrl('brand/app-logo.webp'),
  theme_colors: themeColors,
  pusher_app_key: 'marketly-key',
  pusher_app_cluster: 'mt1',
  register_otp_verify: true,
  register_otp_type: 'email',
  forgot_otp_type: 'email',
  phone_required: true,
  phone_min_length: 9,
  phone_max_length: 16,
  order_place_account_verify: false,
  return_order_within_days: 7,
  contact_whatsapp: '+15550100200',
  contact_messenger: 'https://m.me/marketly',
  // Text settings in other languages: GET /master sends these in place of the English ones.
  i18n: {
    ar: {
      web_footer_text: 'ماركتلي. جميع الحقوق محفوظة.',
      web_footer_description: 'تجمع ماركتلي مئات المتاجر المستقلة: قارن وتحدث مع البائعين واشترِ بثقة.',
      address: '500 شارع السوق، سبرينغفيلد',
    },
  },
};

const countries: [string, string][] = [
  ['United States', '1'], ['United Kingdom', '44'], ['Canada', '1'], ['Australia', '61'],
  ['Germany', '49'], ['France', '33'], ['Spain', '34'], ['Italy', '39'], ['Netherlands', '31'],
  ['United Arab Emirates', '971'], ['Saudi Arabia', '966'], ['Egypt', '20'], ['Jordan', '962'],
  ['Morocco', '212'], ['Bangladesh', '880'], ['India', '91'], ['Pakistan', '92'], ['Turkey', '90'],
  ['Nigeria', '234'], ['Brazil', '55'],
];

const legal: { slug: string; title: [string, string]; body: string }[] = [
  { slug: 'privacy-policy', title: ['Privacy Policy', 'سياسة الخصوصية'], body: 'We collect only what we need to deliver your orders: your name, contact details and addresses. We never sell personal data.' },
  { slug: 'terms-and-conditions', title: ['Terms and Conditions', 'الشروط والأحكام'], body: 'By using Marketly you agree to buy from independent shops under these terms. Prices are set by each shop.' },
  { slug: 'return-and-refund-policy', title: ['Return and Refund Policy', 'سياسة الإرجاع والاسترداد'], body: 'Delivered items can be returned within the return window shown on the order. Refunds go back to the original payment method.' },
  { slug: 'shipping-and-delivery-policy', title: ['Shipping and Delivery Policy', 'سياسة الشحن والتوصيل'], body: 'Each shop ships its own orders. Delivery times and charges are shown before you pay.' },
  { slug: 'about-us', title: ['About Us', 'من نحن'], body: 'Marketly is a marketplace of independent shops, founded to make small sellers easy to find.' },
];

function html(title: string, body: string): string {
  return `<h2>${title}</h2><p>${body}</p><ul><li>Questions? Write to support@marketly.example.</li><li>Last updated this year.</li></ul>`;
}

export async function seedSettings(db: Db): Promise<void> {
  await db.insert(s.settings).values(Object.entries(settingValues).map(([key, value]) => ({ key, value })));
  await db.insert(s.languages).values([
    { id: 1, name: 'en', title: 'English', direction: 'ltr', isDefault: true, position: 1 },
    { id: 2, name: 'ar', title: 'العربية', direction: 'rtl', isDefault: false, position: 2 },
  ]);
  await db.insert(s.currencies).values([
    { id: 1, name: 'USD', symbol: '$', position: 'prefix', rateFromDefault: '1', isDefault: true },
    { id: 2, name: 'EUR', symbol: '€', position: 'suffix', rateFromDefault: '0.92', isDefault: false },
    { id: 3, name: 'AED', symbol: 'د.إ', position: 'suffix', rateFromDefault: '3.67', isDefault: false },
    { id: 4, name: 'GBP', symbol: '£', position: 'prefix', rateFromDefault: '0.79', isDefault: false },
  ]);
  await db.insert(s.countries).values(countries.map(([name, phoneCode], i) => ({ id: i + 1, name, phoneCode })));
  await db.insert(s.paymentGateways).values([
    { id: 1, name: 'stripe', title: 'Stripe', logo: mediaUrl('brand/pay-stripe.webp'), isActive: true },
    { id: 2, name: 'paypal', title: 'PayPal', logo: mediaUrl('brand/pay-paypal.webp'), isActive: true },
    // The shop's own test gateway (server/payments/sandbox.ts): online payment without a provider account.
    { id: 3, name: 'sandbox', title: 'Sandbox', logo: mediaUrl('brand/pay-sandbox.webp'), isActive: true },
  ]);
  await db.insert(s.socialLinks).values([
    { id: 1, name: 'Facebook', logo: mediaUrl('brand/social-facebook.webp'), link: 'https://facebook.com/marketly' },
    { id: 2, name: 'X', logo: mediaUrl('brand/social-x.webp'), link: 'https://x.com/marketly' },
    { id: 3, name: 'Instagram', logo: mediaUrl('brand/social-instagram.webp'), link: 'https://instagram.com/marketly' },
    { id: 4, name: 'YouTube', logo: mediaUrl('brand/social-youtube.webp'), link: 'https://youtube.com/@marketly' },
  ]);
  await db.insert(s.socialAuths).values([
    { name: 'google', clientId: '', isActive: false },
    { name: 'facebook', clientId: '', isActive: false },
    { name: 'apple', clientId: '', isActive: false, redirectUrl: '' },
  ]);
  await db.insert(s.menus).values([
    { id: 1, name: 'Home', title: 'Home', url: '/', position: 1, i18n: { ar: { name: 'الرئيسية', title: 'الرئيسية' } } },
    { id: 2, name: 'Shops', title: 'Shops', url: '/shops', position: 2, i18n: { ar: { name: 'المتاجر', title: 'المتاجر' } } },
    { id: 3, name: 'Best Deals', title: 'Best Deals', url: '/best-deal', position: 3, i18n: { ar: { name: 'أفضل العروض', title: 'أفضل العروض' } } },
    { id: 4, name: 'Blog', title: 'Blog', url: '/blogs', position: 4, i18n: { ar: { name: 'المدونة', title: 'المدونة' } } },
    { id: 5, name: 'Seller Academy', title: 'Seller Academy', url: 'https://academy.marketly.example', target: '_blank', isExternal: true, position: 5, i18n: { ar: { name: 'أكاديمية البائعين', title: 'أكاديمية البائعين' } } },
  ]);
  await db.insert(s.footers).values([
    { id: 1, position: 1, title: 'Marketly', i18n: { ar: { title: 'ماركتلي' } } },
    { id: 2, position: 2, title: 'Customer Care', i18n: { ar: { title: 'خدمة العملاء' } } },
    { id: 3, position: 3, title: 'Contact', i18n: { ar: { title: 'اتصل بنا' } } },
    { id: 4, position: 4, title: 'Get the App', i18n: { ar: { title: 'حمّل التطبيق' } } },
  ]);
  const item = (footerId: number, position: number, type: string, title: string, url: string | null, ar?: string) => ({
    footerId, position, type, title, url, i18n: (ar ? { ar: { title: ar } } : {}) as I18n,
  });
  await db.insert(s.footerItems).values([
    item(1, 1, 'logo', 'Marketly', '/'),
    item(1, 2, 'text', 'Independent shops, one cart. Chat with sellers and collect vouchers.', null, 'متاجر مستقلة وسلة واحدة. تحدث مع البائعين واجمع القسائم.'),
    item(1, 3, 'social_links', 'Follow us', null, 'تابعنا'),
    item(2, 1, 'link', 'About Us', '/about-us', 'من نحن'),
    item(2, 2, 'link', 'Terms and Conditions', '/terms-and-conditions', 'الشروط والأحكام'),
    item(2, 3, 'link', 'Privacy Policy', '/privacy-policy', 'سياسة الخصوصية'),
    item(2, 4, 'link', 'Return Policy', '/return-policy', 'سياسة الإرجاع'),
    item(2, 5, 'link', 'Blog', '/blogs', 'المدونة'),
    item(3, 1, 'email', 'support@marketly.example', 'mailto:support@marketly.example'),
    item(3, 2, 'phone', '+1 555 0100 200', 'tel:+15550100200'),
    item(3, 3, 'link', 'Contact Us', '/contact-us', 'اتصل بنا'),
    item(3, 4, 'link', 'Support', '/support', 'الدعم'),
    item(4, 1, 'app_store', 'Google Play', settingValues.google_playstore_link as string),
    item(4, 2, 'app_store', 'App Store', settingValues.app_store_link as string),
  ]);
  await db.insert(s.legalPages).values(
    legal.map((p) => ({
      slug: p.slug,
      title: p.title[0],
      description: html(p.title[0], p.body),
      i18n: { ar: { title: p.title[1], description: `<h2>${p.title[1]}</h2><p>${p.title[1]} — ماركتلي.</p>` } },
    })),
  );
  await db.insert(s.ticketIssueTypes).values([
    { id: 1, name: 'Order issue', i18n: { ar: { name: 'مشكلة في الطلب' } } },
    { id: 2, name: 'Payment issue', i18n: { ar: { name: 'مشكلة في الدفع' } } },
    { id: 3, name: 'Delivery issue', i18n: { ar: { name: 'مشكلة في التوصيل' } } },
    { id: 4, name: 'Account issue', i18n: { ar: { name: 'مشكلة في الحساب' } } },
  ]);
  await db.insert(s.vatTaxes).values([
    { id: 1, name: 'Standard VAT', percentage: '5.00', i18n: { ar: { name: 'ضريبة القيمة المضافة القياسية' } } },
    { id: 2, name: 'Reduced VAT', percentage: '2.50', i18n: { ar: { name: 'ضريبة القيمة المضافة المخفّضة' } } },
  ]);
}
