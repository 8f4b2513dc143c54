import { useSyncExternalStore } from 'react';

// The web server writes the request id of an HTML answer with status 500 or more into
// <meta name="request-id"> (docs/guide.md). The server render of a client component cannot see
// it, so the server snapshot is null and hydration matches; the browser then reads it once.
const read = (): string | null => document.querySelector('meta[name="request-id"]')?.getAttribute('content') || null;
const unchanging = () => () => undefined;
const onServer = () => null;

/** The request id of the document's own answer, when the web server marked it as failed. */
export function useRequestId(): string | null {
  return useSyncExternalStore(unchanging, read, onServer);
}
