// The one inline script of the shop's own, run in <head> before first paint. Pages are the same
// HTML for every visitor, so what differs per visitor is set up here from readable cookies:
// - `data-viewer="user"` when the session hint cookie says someone is signed in: CSS shows the
//   signed-in header placeholder instead of the Login button until the header knows who it is;
// - `data-currency-pending` when the shopper chose another currency than the default the HTML
//   was rendered in: CSS hides prices (keeping their space) until they are shown in the chosen
//   one. A timer uncovers them should scripts never run;
// - a tap on a button before the scripts have run is kept, and carried out once the page is
//   hydrated (lib/early-taps.ts);
// - the connection notices and the service worker (worker/sw.ts, docs/adr/0025): below.
// The Content-Security-Policy allows it by hash (BOOT_SCRIPT_HASH; a unit test keeps it true).
import { VIEWER_HINT_COOKIE } from '@/lib/auth/viewer-hint';
import { CURRENCY_COOKIE } from '@/lib/money';
import { TAP_KEPT, TAP_READY } from '@/lib/early-taps';

export const BOOT_SCRIPT =
  '(function(){try{var d=document.documentElement,c=document.cookie;' +
  `if(/(?:^|; )${VIEWER_HINT_COOKIE}=1(?:;|$)/.test(c))d.dataset.viewer="user";` +
  `var m=/(?:^|; )${CURRENCY_COOKIE}=([^;]*)/.exec(c);` +
  'if(m&&decodeURIComponent(m[1])!==d.dataset.defaultCurrency){d.dataset.currencyPending="";' +
  'setTimeout(function(){delete d.dataset.currencyPending},5000)}' +
  'document.addEventListener("click",function(e){if(window.' + TAP_READY + ')return;' +
  'var b=e.target&&e.target.closest?e.target.closest("button"):null;' +
  'if(!b||b.type==="submit"||b.disabled)return;' +
  'e.preventDefault();e.stopImmediatePropagation();window.' + TAP_KEPT + '=b},true)' +
  '}catch(e){}' +
  // Connection: `data-offline` while the browser is offline (a kept copy the service worker
  // served carries `data-kept`); both go when the connection is back. The service worker is
  // registered once the page has loaded; a page it did not control yet (the first) sends it what
  // it fetched, to be kept as later pages' files are. When a new deploy's worker takes over,
  // `data-update` shows the "new version" notice and the next link followed loads a whole page,
  // never the old scripts' way.
  'try{var w=window,n=navigator,s=n.serviceWorker;' +
  'if(n.onLine===false)d.dataset.offline="";' +
  'w.addEventListener("offline",function(){d.dataset.offline=""});' +
  'w.addEventListener("online",function(){delete d.dataset.offline;delete d.dataset.kept});' +
  'if(s){var h=!!s.controller,k=h;' +
  's.addEventListener("controllerchange",function(){if(h)d.dataset.update="";h=true});' +
  'w.addEventListener("load",function(){s.register("/sw.js").then(function(){return s.ready}).then(function(r){' +
  'if(!k&&r.active)r.active.postMessage({type:"shop:keep",urls:performance.getEntriesByType("resource").map(function(e){return e.name})})' +
  '}).catch(function(){})});' +
  'document.addEventListener("click",function(e){if(d.dataset.update==null)return;' +
  'var a=e.target&&e.target.closest?e.target.closest("a[href]"):null;' +
  'if(a&&a.origin===location.origin&&!a.target&&!a.hasAttribute("download")){e.preventDefault();e.stopImmediatePropagation();location.assign(a.href)}},true)}' +
  '}catch(e){}})()';

/** `'sha256-…'` of BOOT_SCRIPT, for script-src. */
export const BOOT_SCRIPT_HASH = "'sha256-OqoK9mWgb8XfgwjF+K+r/hz0/oQZ834ZRGBq3y3DvGA='";
