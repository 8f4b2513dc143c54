// Request addresses no route can take: a path whose percent-encoding does not decode (`%ff`,
// `%`, `%E0%A4%A`) or that holds a NUL byte. Next.js decodes dynamic segments before any route
// code runs and answers such a path with 500; scripts/serve.mjs asks here first and answers the
// client's mistake as one: 400 in the API's envelope for /api, 404 for files, and the not-found
// page (404) for pages.

/** Why the request's path cannot be served, or null when it can. */
export function malformedPath(url) {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (/%00/i.test(path)) return 'a NUL byte';
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return 'an invalid percent-encoding';
  }
}

const LOCALE_PREFIX = /^\/(ar)(?:\/|$)/;

/**
 * What to do with a malformed path: answer it here (`{ status, type, body }`), or hand Next.js
 * another URL that renders the not-found page in the path's language (`{ rewrite }`).
 */
export function malformedAnswer(url) {
  if (/^\/api(?:\/|$)/.test(url)) {
    return { status: 400, type: 'application/json; charset=utf-8', body: JSON.stringify({ message: 'The request address is malformed.' }) };
  }
  if (/^\/(?:_next|build|media|img)\//.test(url)) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found' };
  const locale = LOCALE_PREFIX.exec(url)?.[1];
  return { rewrite: `${locale ? `/${locale}` : ''}/__malformed-address` };
}
