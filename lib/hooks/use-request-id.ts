import { useSyncExternalStore } from 'react';

// The web server writes the request id of an HTML answer with status 500 or more into
// <meta name="request-id"> (server/web/page-response.ts). When a page fails, React renders the
// document again on the client and drops that meta from <head>: so it is read once, as soon as
// this module is evaluated in the browser, which is before React renders the error page. The
// server render of a client component cannot see it: its snapshot is null, and hydration matches.
const read = (): string | null => document.querySelector('meta[name="request-id"]')?.getAttribute('content') || null;
const atLoad = typeof document === 'undefined' ? null : read();
const snapshot = () => atLoad ?? read();
const unchanging = () => () => undefined;
const onServer = () => null;

/** The request id of the document's own answer, when the web server marked it as failed. */
export function useRequestId(): string | null {
  return useSyncExternalStore(unchanging, snapshot, onServer);
}
