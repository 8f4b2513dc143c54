// After a start, the first shoppers would wait for what nobody has asked for yet: the home page
// and the listing rendered into the page cache, and every picture on them resized and encoded by
// the image optimiser (an AVIF card picture costs about 0.1 s of a core; a listing of twenty
// asks for them all at once, and its tiles stay grey for a second or more). So the server asks
// for them itself, once, one request at a time, right after it starts: the pages first, then the
// pictures in the widths their srcsets offer, in AVIF and WebP as browsers ask. WARM_UP=0 turns
// it off.

/** The optimised picture URLs (/img/{width}/…) a page's HTML offers, in the order they appear. */
export function imageUrlsOf(html) {
  const urls = new Set();
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
 * time. Waits (up to `patienceMs`) for the server to answer at all: the database may still be
 * seeding. Returns what it fetched; never throws.
 */
export async function warmUp(base, { paths = ['/', '/products'], patienceMs = 120_000, fetchImpl = fetch } = {}) {
  const done = { pages: 0, pictures: 0 };
  const get = async (path, accept) => {
    const response = await fetchImpl(new URL(path, base), { headers: { accept, 'user-agent': 'shop-warm-up' } });
    const body = await response.arrayBuffer();
    return { ok: response.ok, body: Buffer.from(body) };
  };
  const pictures = new Set();
  const deadline = Date.now() + patienceMs;
  for (const path of paths) {
    for (;;) {
      try {
        const page = await get(path, 'text/html');
        if (page.ok) {
          done.pages += 1;
          for (const url of imageUrlsOf(page.body.toString('utf8'))) pictures.add(url);
        }
        break;
      } catch {
        if (Date.now() > deadline) return done;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
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
