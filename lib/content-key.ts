/**
 * A short key of what a part of the page is made from (FNV-1a of its JSON): the input of a
 * KeptMarkup whose children come from the server, so new data after a refresh renders it anew
 * without sending the data a second time.
 */
export function contentKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
