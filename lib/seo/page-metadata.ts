// Titles, descriptions and share cards (Open Graph, Twitter) of the public pages, built in one
// place: Next.js replaces a parent's `openGraph` and `twitter` objects whole when a page sets
// them, so each page gets the complete set from here.
import type { Metadata } from 'next';
import { localeCodes } from '@/lib/i18n/locales';
import { canonicalQuery, pageAlternates } from './alternates';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A description as search engines and share cards want it: text only (markup and entities
 * gone), whitespace collapsed, at most `max` characters, cut between words with an ellipsis.
 * Undefined when nothing is left.
 */
export function metaDescription(text: string | null | undefined, max = DESCRIPTION_LENGTH): string | undefined {
  if (!text) return undefined;
  const plain = decodeEntities(text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Open Graph locale names of the storefront's languages. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', ar: 'ar_AR' };

export function ogLocale(locale: string): string {
  if (OG_LOCALES[locale]) return OG_LOCALES[locale];
  // Any other language of the settings: its likeliest region (fr → fr_FR, ur → ur_PK).
  try {
    const likely = new Intl.Locale(locale).maximize();
    return likely.region ? `${likely.language}_${likely.region}` : likely.language;
  } catch {
    return locale;
  }
}

/** The page number of a listing's query (2 for "?page=2"), or null on its first page. */
export function listingPage(query: Record<string, string | string[] | undefined> = {}): number | null {
  const page = query.page;
  if (typeof page !== 'string') return null;
  const kept = new URLSearchParams(canonicalQuery(new URLSearchParams({ page }).toString())).get('page');
  return kept ? Number(kept) : null;
}

export interface PageCard {
  locale: string;
  /** The page's locale-free path ("/products"), as for pageAlternates. */
  path: string;
  /** The route's query (from queryOf): ?page=N adds "Page N" to the title and description. */
  query?: Record<string, string | string[] | undefined>;
  title: string;
  /** The whole title, without the layout's "| app name" (the home page). */
  absoluteTitle?: boolean;
  /** Raw text or HTML: metaDescription makes it fit. */
  description: string | null | undefined;
  /**
   * The share picture: 'generated' for the opengraph-image route beside the page (Next.js adds
   * it), a URL (relative to the origin or absolute), or nothing for the shop's logo.
   */
  image?: string | null | 'generated';
  type?: 'website' | 'article';
  publishedTime?: string;
}

export interface SiteFacts {
  /** The shop's public origin (shopOrigin()). */
  origin: string;
  siteName: string;
  /** The shop's logo, the picture of pages without one of their own. */
  logo?: string | null;
  /** "Page 2" in the page's language. */
  pageLabel: (page: number) => string;
}

function absolute(url: string, origin: string): string | undefined {
  try {
    return new URL(url, origin).toString();
  } catch {
    return undefined;
  }
}

/** Title, description, canonical and hreflang links and the share cards of a public page. */
export function pageMetadata(card: PageCard, site: SiteFacts): Metadata {
  const page = listingPage(card.query);
  const baseTitle = page ? `${card.title} – ${site.pageLabel(page)}` : card.title;
  // Pages of a listing beyond the first say which page they are, in the description too.
  const text = metaDescription(card.description);
  const description = page && text ? metaDescription(`${site.pageLabel(page)}: ${text}`) : text;
  const alternates = pageAlternates(card.locale, card.path, card.query);
  const url = site.origin + alternates.canonical;
  // A listing's further pages (a query route) have no generated picture of their own: the
  // picture routes live beside the page without a query.
  const generated = card.image === 'generated' && Object.keys(card.query ?? {}).length === 0;
  const picture = card.image && card.image !== 'generated' ? absolute(card.image, site.origin) : undefined;
  const logo = !generated && !picture && site.logo ? absolute(site.logo, site.origin) : undefined;
  const images = picture ?? logo;
  const large = generated || !!picture;
  const shared = { title: baseTitle, description };
  return {
    title: card.absoluteTitle ? { absolute: baseTitle } : baseTitle,
    description,
    alternates,
    openGraph: {
      ...shared,
      url,
      siteName: site.siteName,
      locale: ogLocale(card.locale),
      alternateLocale: localeCodes().filter((one) => one !== card.locale).map(ogLocale),
      ...(card.type === 'article' ? { type: 'article', publishedTime: card.publishedTime } : { type: 'website' }),
      // Left out for a generated picture: Next.js adds the route's image only when the page names none.
      ...(generated ? {} : { images: images ? [{ url: images }] : [] }),
    },
    // X reads the title, description and picture from the og: tags: only the card's kind here,
    // which keeps the page (and its copy in the RSC payload) within its HTML budget.
    twitter: { card: large ? 'summary_large_image' : 'summary' },
  };
}

/** "A, B and C" in the page's language, for descriptions listing names. */
export function textList(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
