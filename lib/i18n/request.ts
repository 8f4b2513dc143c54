import 'server-only';
import { getRequestConfig } from 'next-intl/server';
import { apiFor } from '@/lib/api/server';
import { bundledCatalogue, compileCatalogue, mergeCatalogue, type CompiledTree, type Flat, type LanguageSources } from './catalogue';
import { localesNow } from './locale-source';
import { isLocale } from './locales';

/** The backend's translations of a language (cached under the settings' tag); none on failure. */
async function translationsOf(locale: string): Promise<Flat> {
  try {
    return (await apiFor(locale).translations(locale)) ?? {};
  } catch {
    return {};
  }
}

async function sourcesOf(locale: string): Promise<LanguageSources> {
  const [translations, catalogue] = await Promise.all([translationsOf(locale), bundledCatalogue(locale)]);
  return { translations, bundled: catalogue };
}

/** Compiled catalogues by what they were made of: a language's pages share one. */
const compiled = new Map<string, CompiledTree>();

async function messagesFor(locale: string, defaultLocale: string): Promise<CompiledTree> {
  const [english, own, fallback] = await Promise.all([bundledCatalogue('en'), sourcesOf(locale), locale === defaultLocale ? undefined : sourcesOf(defaultLocale)]);
  const key = JSON.stringify([locale, defaultLocale, own.translations, fallback?.translations ?? null]);
  let tree = compiled.get(key);
  if (!tree) {
    tree = compileCatalogue(mergeCatalogue(english, own, fallback));
    // A few languages, each with the last few versions of its translations.
    if (compiled.size >= 32) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, tree);
  }
  return tree;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const [set, requested] = await Promise.all([localesNow(), requestLocale]);
  const locale = isLocale(requested, set) ? requested! : set.defaultLocale;
  return { locale, messages: await messagesFor(locale, set.defaultLocale) };
});
