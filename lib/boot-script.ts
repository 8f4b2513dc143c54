// The one inline script of the shop's own, run in <head> before first paint. Pages are the same
// HTML for every visitor, so what differs per visitor is set up here from readable cookies:
// - `data-viewer="user"` when the session hint cookie says someone is signed in: CSS shows the
//   signed-in header placeholder instead of the Login button until the header knows who it is;
// - `data-currency-pending` when the shopper chose another currency than the default the HTML
//   was rendered in: CSS hides prices (keeping their space) until they are shown in the chosen
//   one. A timer uncovers them should scripts never run.
// The Content-Security-Policy allows it by hash (BOOT_SCRIPT_HASH; a unit test keeps it true).
import { VIEWER_HINT_COOKIE } from '@/lib/auth/viewer-hint';
import { CURRENCY_COOKIE } from '@/lib/money';

export const BOOT_SCRIPT =
  '(function(){try{var d=document.documentElement,c=document.cookie;' +
  `if(/(?:^|; )${VIEWER_HINT_COOKIE}=1(?:;|$)/.test(c))d.dataset.viewer="user";` +
  `var m=/(?:^|; )${CURRENCY_COOKIE}=([^;]*)/.exec(c);` +
  'if(m&&decodeURIComponent(m[1])!==d.dataset.defaultCurrency){d.dataset.currencyPending="";' +
  'setTimeout(function(){delete d.dataset.currencyPending},5000)}}catch(e){}})()';

/** `'sha256-…'` of BOOT_SCRIPT, for script-src. */
export const BOOT_SCRIPT_HASH = "'sha256-QTD+EwepCmZdI6CcRJH56phkNk8WaN2435H6uoTgK7c='";
