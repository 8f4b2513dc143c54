import { useTranslations } from 'next-intl';
import type { Master } from '@/lib/api/schemas/settings';
import { FooterNav, type FooterData } from './footer-nav';

/** The bottom line: the current year and the footer text, or the fallback. */
export function FooterRights({ text, fallback = 'rightsFallback' }: { text: string | null; fallback?: 'rightsFallback' | 'accountRightsFallback' }) {
  const t = useTranslations('Chrome');
  return (
    <p>
      © {new Date().getFullYear()} {text?.trim() ? text : t(fallback)}
    </p>
  );
}

/** The account footer shows the year and the footer text, or All rights reserved. */
export function AccountFooter({ text }: { text: string | null }) {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50 px-4 py-4 text-center text-xs text-slate-600">
      <FooterRights text={text} fallback="accountRightsFallback" />
    </footer>
  );
}

/** The settings FooterNav needs, built on the server (a client module's functions cannot be called here). */
export function footerData(master: Master): FooterData {
  const { footers, social_links, web_footer_logo, web_logo, app_name, web_footer_description, email, mobile, footer_qr, google_playstore_link, app_store_link } = master;
  return { footers, social_links, web_footer_logo, web_logo, app_name, web_footer_description, email, mobile, footer_qr, google_playstore_link, app_store_link };
}


export function Footer({ master }: { master: Master }) {
  return (
    <footer className="render-lazy mt-12 bg-slate-900 text-sm text-slate-300">
      {master.web_show_footer && master.footers.length > 0 ? <FooterNav master={footerData(master)} /> : null}
      <div className="mx-auto mt-6 max-w-7xl border-t border-white/10 px-4 py-4 text-center text-xs sm:mt-10">
        <FooterRights text={master.web_footer_text} />
      </div>
    </footer>
  );
}
