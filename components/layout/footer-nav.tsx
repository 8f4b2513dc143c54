'use client';
import { useTranslations } from 'next-intl';
import { Mail, Phone } from 'lucide-react';
import type { FooterItem, Master } from '@/lib/api/schemas/settings';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { ShopImage } from '@/components/ui/shop-image';
import { FooterColumn } from './footer-column';
import { MenuLink } from './menu-link';
import { StoreButtons } from './store-buttons';

/** The settings the footer's columns show: the footer is on every page, and a client component's
    props are written into the page once, where a server component's elements are written twice. */
export type FooterData = Pick<
  Master,
  'footers' | 'social_links' | 'web_footer_logo' | 'web_logo' | 'app_name' | 'web_footer_description' | 'email' | 'mobile' | 'footer_qr' | 'google_playstore_link' | 'app_store_link'
>;

const linkClass = 'hover:text-white hover:underline';

function FooterEntry({ item, master, firstAppStore }: { item: FooterItem; master: FooterData; firstAppStore: boolean }) {
  const t = useTranslations('Chrome');
  switch (item.type) {
    case 'logo': {
      const logo = master.web_footer_logo ?? master.web_logo;
      return (
        <MenuLink url={item.url ?? '/'} className="inline-flex items-center gap-2 text-lg font-bold text-white">
          {logo ? <ShopImage src={logo} alt="" width={133} height={40} className="h-10 w-auto rounded" /> : null}
          <span>{item.title ?? master.app_name}</span>
        </MenuLink>
      );
    }
    case 'text':
      return <p className="leading-relaxed">{item.title ?? master.web_footer_description}</p>;
    case 'email': {
      const email = item.title ?? master.email;
      return email ? (
        <a href={`mailto:${email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
          <Mail aria-hidden className="size-4" />
          {email}
        </a>
      ) : null;
    }
    case 'phone': {
      const phone = item.title ?? master.mobile;
      return phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={`inline-flex items-center gap-2 ${linkClass}`}>
          <Phone aria-hidden className="size-4" />
          {phone}
        </a>
      ) : null;
    }
    case 'social_links':
      return (
        <ul className="flex flex-wrap gap-2" aria-label={item.title ?? undefined}>
          {master.social_links.map((social) => (
            <li key={social.id ?? social.name}>
              <a href={social.link} target="_blank" rel="noopener noreferrer" aria-label={social.name} className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
                {social.logo ? <ShopImage src={social.logo} alt="" width={20} height={20} className="size-5" /> : <span aria-hidden>{social.name.slice(0, 1)}</span>}
              </a>
            </li>
          ))}
        </ul>
      );
    case 'app_store': {
      // One QR code per column; an item with its own link is one store button, one without
      // stands for both stores of settings.
      const qr = firstAppStore && master.footer_qr ? <ShopImage src={master.footer_qr} alt={t('scanQr')} width={88} height={88} className="size-22 rounded bg-white p-1" /> : null;
      if (item.url) {
        return (
          <div className="flex flex-col gap-2">
            {qr}
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="inline-flex w-fit items-center gap-2 rounded-md bg-white/10 px-3 py-2 font-medium text-white hover:bg-white/20">
              {item.title ?? item.url}
            </a>
          </div>
        );
      }
      return (
        <div className="flex items-start gap-3">
          {qr}
          <StoreButtons googlePlay={master.google_playstore_link} appStore={master.app_store_link} />
        </div>
      );
    }
    case 'link':
    default:
      return item.url ? (
        <MenuLink url={item.url} target={item.target} className={linkClass}>
          {item.title ?? item.url}
        </MenuLink>
      ) : null;
  }
}

/** The footer's columns from settings. */
export function FooterNav({ master }: { master: FooterData }) {
  const t = useTranslations('Chrome');
  return (
    <nav aria-label={t('footerNav')} className="mx-auto grid max-w-7xl gap-x-8 px-4 pt-6 sm:grid-cols-2 sm:gap-y-8 sm:pt-10 lg:grid-cols-4">
      {master.footers.map((column) => (
        <FooterColumn key={column.id} title={column.title}>
          {/* The links never change in the browser: their markup is kept, not hydrated (ADR 0035). */}
          <KeptMarkup as="ul" className="space-y-2" inputs={[column, master]}>
            {column.items.map((item, index) => (
              <li key={item.id}>
                <FooterEntry item={item} master={master} firstAppStore={column.items.findIndex((other) => other.type === 'app_store') === index} />
              </li>
            ))}
          </KeptMarkup>
        </FooterColumn>
      ))}
    </nav>
  );
}
