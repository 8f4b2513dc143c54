// After a start, the first shoppers would wait for what nobody has asked for yet: the home page
// and the listing rendered into the page cache, and every picture on them resized and encoded by
// the image optimiser (an AVIF card picture costs about 0.1 s of a core; a listing of twenty
// asks for them all at once, and its tiles stay grey for a second or more). So the server asks
// for them itself, once, one request at a time, right after it starts: the pages first, then the
// pictures in the widths their srcsets offer, in AVIF and WebP as browsers ask. WARM_UP=0 turns
// it off.

/** The optimised picture URLs (/img/{width}/…) a page's HTML offers, in the order they appear. */
export function imageUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of match[1].split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url.startsWith('/img/')) urls.add(url);
    }
  }
  return [...urls];
}

const ACCEPTS = ['image/avif,image/webp,image/*,*/*;q=0.8', 'image/webp,image/*,*/*;q=0.8'];

/**
 * Fetches `paths` from the server at `base` and then every picture they offer, one request at a
 * time. First waits (up to `patienceMs`) until `readyPath` answers without a server error: the
 * built-in backend answers /api/master once its database is migrated and seeded (and the demo
 * pictures written). Returns what it fetched; never throws.
 */
export interface WarmUpOptions {
  paths?: string[];
  readyPath?: string;
  patienceMs?: number;
  fetchImpl?: (input: URL, init?: RequestInit) => Promise<Response>;
}

/** What a warm-up fetched. */
export interface WarmedUp {
  pages: number;
  pictures: number;
}

export async function warmUp(base: string, { paths = ['/', '/products'], readyPath = '/api/master', patienceMs = 120_000, fetchImpl = fetch }: WarmUpOptions = {}): Promise<WarmedUp> {
  const done: WarmedUp = { pages: 0, pictures: 0 };
  const get = async (path: string, accept: string) => {
    const response = await fetchImpl(new URL(path, base), { headers: { accept, 'user-agent': 'shop-warm-up', 'x-requested-with': 'XMLHttpRequest' } });
    const body = await response.arrayBuffer();
    return { ok: response.ok, status: response.status, body: Buffer.from(body) };
  };
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      if ((await get(readyPath, 'application/json')).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) return done;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pictures = new Set<string>();
  for (const path of paths) {
    try {
      const page = await get(path, 'text/html');
      if (!page.ok) continue;
      done.pages += 1;
      for (const url of imageUrlsOf(page.body.toString('utf8'))) pictures.add(url);
    } catch {
      // A page that fails now is rendered on its first request.
    }
  }
  for (const url of pictures) {
    for (const accept of ACCEPTS) {
      try {
        if ((await get(url, accept)).ok) done.pictures += 1;
      } catch {
        // A picture that fails now fails for shoppers too, and is logged by the optimiser.
      }
    }
  }
  return done;
}
