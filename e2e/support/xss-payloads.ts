// A corpus of script-injection payloads and the means to tell whether one ran. Every payload
// calls the page binding `__xss` with its own id when it runs, so a test learns what ran from
// the binding's calls, never from the text on the page.
import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface Payload {
  id: string;
  kind: 'script' | 'event' | 'link' | 'svg' | 'breakout' | 'unicode' | 'encoding' | 'template' | 'markup';
  text: string;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Each entry calls __xss('<id>') (or __xss() where the field is too short for more) if it runs. */
export const PAYLOADS: Payload[] = [
  { id: 'p01', kind: 'script', text: `<script>__xss('p01')</script>` },
  { id: 'p02', kind: 'event', text: `<img src=x onerror=__xss('p02')>` },
  { id: 'p03', kind: 'svg', text: `<svg onload=__xss('p03')>` },
  { id: 'p04', kind: 'svg', text: `<svg><script>__xss('p04')</script></svg>` },
  { id: 'p05', kind: 'breakout', text: `"><script>__xss('p05')</script>` },
  { id: 'p06', kind: 'breakout', text: `'><img src=x onerror=__xss('p06')>` },
  { id: 'p07', kind: 'breakout', text: `" autofocus onfocus="__xss('p07')" x="` },
  { id: 'p08', kind: 'breakout', text: `</script><script>__xss('p08')</script>` },
  { id: 'p09', kind: 'breakout', text: `</script><img src=x onerror=__xss('p09')>` },
  { id: 'p10', kind: 'breakout', text: `<!--</script><script>__xss('p10')</script>-->` },
  { id: 'p11', kind: 'link', text: `javascript:__xss('p11')` },
  { id: 'p12', kind: 'link', text: `JaVaScRiPt:__xss('p12')` },
  { id: 'p13', kind: 'link', text: `jav&#x09;ascript:__xss('p13')` },
  { id: 'p14', kind: 'link', text: `<a href="javascript:__xss('p14')">p14</a>` },
  { id: 'p15', kind: 'link', text: `<a href="jav&#x09;ascript:__xss('p15')">p15</a>` },
  { id: 'p16', kind: 'link', text: `data:text/html,<script>parent.__xss('p16')</script>` },
  { id: 'p17', kind: 'link', text: `data:text/html;base64,${base64(`<script>parent.__xss('p17')</script>`)}` },
  { id: 'p18', kind: 'markup', text: `<iframe srcdoc="<script>parent.__xss('p18')</script>">` },
  { id: 'p19', kind: 'link', text: `<iframe src="javascript:parent.__xss('p19')">` },
  { id: 'p20', kind: 'markup', text: `<math><mtext><table><mglyph><style><img src=x onerror=__xss('p20')>` },
  { id: 'p21', kind: 'event', text: `<details open ontoggle=__xss('p21')>` },
  { id: 'p22', kind: 'event', text: `<body onload=__xss('p22')>` },
  { id: 'p23', kind: 'event', text: `<input autofocus onfocus=__xss('p23')>` },
  { id: 'p24', kind: 'event', text: `<video><source onerror=__xss('p24')></video>` },
  { id: 'p25', kind: 'link', text: `<object data="javascript:__xss('p25')">` },
  { id: 'p26', kind: 'template', text: `{{constructor.constructor("__xss('p26')")()}}` },
  { id: 'p27', kind: 'template', text: `\${__xss('p27')}#{__xss('p27')}` },
  { id: 'p28', kind: 'unicode', text: `＜script＞__xss('p28')＜/script＞` },
  { id: 'p29', kind: 'unicode', text: `\u202E<img src=x onerror=__xss('p29')>\u202C` },
  { id: 'p30', kind: 'unicode', text: `java\u200Bscript:__xss('p30')` },
  { id: 'p31', kind: 'unicode', text: `\u2028</script><script>__xss('p31')</script>\u2029` },
  { id: 'p32', kind: 'unicode', text: `\uFEFF<scr\u0131pt>__xss('p32')</scr\u0131pt>` },
  { id: 'p33', kind: 'markup', text: `<scr<script>ipt>__xss('p33')</scr</script>ipt>` },
  { id: 'p34', kind: 'encoding', text: `%3Cscript%3E__xss('p34')%3C/script%3E` },
  { id: 'p35', kind: 'encoding', text: `&lt;script&gt;__xss('p35')&lt;/script&gt;` },
  { id: 'p36', kind: 'encoding', text: `\\u003cscript\\u003e__xss('p36')\\u003c/script\\u003e` },
  { id: 'p37', kind: 'link', text: `<form action="javascript:__xss('p37')"><button>p37</button></form>` },
  { id: 'p38', kind: 'link', text: `<meta http-equiv="refresh" content="0;url=javascript:__xss('p38')">` },
  { id: 'p39', kind: 'event', text: `<marquee onstart=__xss('p39')>` },
  { id: 'p40', kind: 'svg', text: `<svg><a xlink:href="javascript:__xss('p40')"><text y=20>p40</text></a></svg>` },
  { id: 'p41', kind: 'link', text: `<base href="javascript:__xss('p41')//">` },
  { id: 'p42', kind: 'link', text: `www.example.com/"onmouseover="__xss('p42')` },
  { id: 'p43', kind: 'link', text: `https://example.com/?q="><script>__xss('p43')</script>` },
  { id: 'p44', kind: 'markup', text: `<noscript><p title="</noscript><img src=x onerror=__xss('p44')>">` },
  { id: 'p45', kind: 'breakout', text: `</title><script>__xss('p45')</script>` },
  { id: 'p46', kind: 'breakout', text: `</textarea><script>__xss('p46')</script>` },
  { id: 'p47', kind: 'svg', text: `<svg/onload=__xss()>` },
];

/** The payloads joined by spaces into pieces of at most `max` characters (each payload whole). */
export function pack(max: number, payloads: Payload[] = PAYLOADS): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    if (text.length > max) continue;
    const next = current ? `${current} ${text}` : text;
    if (next.length > max) {
      pieces.push(current);
      current = text;
    } else current = next;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** The payload ids a piece of text carries. */
export const idsIn = (text: string): string[] => PAYLOADS.filter((payload) => text.includes(payload.text)).map((payload) => payload.id);

export interface Violation {
  directive: string;
  blocked: string;
  url: string;
}

/** What ran in a browser context and what its Content-Security-Policy refused. */
export interface Probe {
  ran: { tag: string; url: string }[];
  violations: Violation[];
  pages: Set<string>;
}

/**
 * Installs the `__xss` binding (every frame of every page of the context) and a listener of
 * `securitypolicyviolation` events, reported through a second binding.
 */
export async function installProbe(context: BrowserContext): Promise<Probe> {
  const probe: Probe = { ran: [], violations: [], pages: new Set() };
  await context.exposeBinding('__xss', (source, tag: unknown) => {
    probe.ran.push({ tag: typeof tag === 'string' ? tag : 'untagged', url: source.frame.url() });
  });
  await context.exposeBinding('__cspViolation', (source, violation: Violation) => {
    probe.violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (violation: Violation) => void }).__cspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, url: event.documentURI });
    });
  });
  return probe;
}

/** The page's rendered text: text nodes outside script, style, template and noscript, and the values of its fields. */
export async function renderedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, template, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.nodeValue ?? '';
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) text += ` ${field.value}`;
    return text;
  });
}

/**
 * Markup a payload could have made in the live document: an element with an event handler or a
 * script-bearing URL attribute that mentions the binding, or a script that calls it (other than
 * JSON-LD data and the framework's own data scripts, which hold the text as escaped strings).
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value;
        const urlLike = /^(href|src|action|formaction|data|srcdoc|xlink:href|content)$/i.test(attribute.name) && /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020\u200b\ufeff]/g, ''));
        if ((attribute.name.toLowerCase().startsWith('on') && value.includes('__xss')) || (urlLike && value.includes('__xss')) || (attribute.name === 'srcdoc' && value.includes('__xss'))) {
          found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${value.slice(0, 80)}">`);
        }
      }
      if (element.tagName === 'SCRIPT') {
        const script = element as HTMLScriptElement;
        const data = script.type === 'application/ld+json' || (script.textContent ?? '').trimStart().startsWith('self.__next_f');
        if (!data && (script.textContent ?? '').includes('__xss')) found.push(`<script>${(script.textContent ?? '').slice(0, 80)}</script>`);
      }
    }
    return found;
  });
}

/**
 * Waits until the page is interactive, shows `markers` (in its rendered text), has finished its
 * pictures and painted twice more, so any handler a payload could have set had its chance.
 */
export async function settle(page: Page, markers: string[]): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  for (const marker of markers) {
    await expect.poll(async () => (await renderedText(page)).includes(marker), { message: `the page shows ${marker}`, timeout: 15_000 }).toBe(true);
  }
  // Pictures loading lazily off screen never finish; every other one has loaded or failed.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Clicks every link or form a payload could have turned into a script address (javascript:,
 * data:, vbscript:, also disguised by spaces or invisible characters); nothing may run. Answers
 * how many there were.
 */
export async function clickScriptLinks(page: Page): Promise<number> {
  const count = await page.evaluate(() => {
    const risky = (value: string | null) => value !== null && /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020\u200b-\u200f\u202a-\u202e\ufeff]/g, ''));
    const links = Array.from(document.querySelectorAll<HTMLElement>('a[href], area[href], form[action] button, form[action] input[type=submit]')).filter((element) =>
      risky(element.getAttribute('href') ?? element.closest('form')?.getAttribute('action') ?? null),
    );
    for (const link of links) {
      // The click's own default action is what could run script; a new tab would hide it.
      link.removeAttribute('target');
      link.click();
    }
    return links.length;
  });
  if (count > 0) await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  return count;
}
