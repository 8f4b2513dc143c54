// The shopper's recent searches, kept on the device (localStorage) for the header search's
// suggestions: the last few distinct texts the shopper searched for, newest first.

export const MAX_RECENT_SEARCHES = 5;

const KEY = 'recent-searches';

/** The browser's storage, or null where it is missing or refused (private modes, blocked storage). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The kept searches, newest first; an unreadable entry counts as none. */
export function recentSearches(): string[] {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

function write(searches: string[]): void {
  try {
    const store = storage();
    if (!searches.length) store?.removeItem(KEY);
    else store?.setItem(KEY, JSON.stringify(searches));
  } catch {
    // Full or refused storage: the searches are simply not kept.
  }
}

/**
 * Puts `text` first (trimmed; an earlier search that differs only in case goes) and keeps the
 * newest few. Answers the searches as kept.
 */
export function rememberSearch(text: string): string[] {
  const search = text.trim();
  if (!search) return recentSearches();
  const same = search.toLocaleLowerCase();
  const searches = [search, ...recentSearches().filter((item) => item.toLocaleLowerCase() !== same)].slice(0, MAX_RECENT_SEARCHES);
  write(searches);
  return searches;
}

export function clearRecentSearches(): void {
  write([]);
}
