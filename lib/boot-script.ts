// The one inline script of the shop's own, run in <head> before first paint. Pages are the same
// HTML for every visitor, so what differs per visitor is set up here from readable cookies:
// - `data-viewer="user"` when the session hint cookie says someone is signed in: CSS shows the
//   signed-in header placeholder instead of the Login button until the header knows who it is;
// - `data-currency-pending` when the shopper chose another currency than the default the HTML
//   was rendered in: CSS hides prices (keeping their space) until they are shown in the chosen
//   one. A timer uncovers them should scripts never run;
// - a tap on a button before the scripts have run is kept, and carried out once the page is
//   hydrated (lib/early-taps.ts).
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
  '}catch(e){}})()';

/** `'sha256-…'` of BOOT_SCRIPT, for script-src. */
export const BOOT_SCRIPT_HASH = "'sha256-29lC4kQinmWAk9tfzAe0vbzwKDQvCcudCv8TK59tQY8='";
