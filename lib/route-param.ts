// Dynamic segments of page routes as text, decoded in one place.

/**
 * The segment decoded once more, as the pages look their records up by text ("caf%C3%A9" and
 * "café" name the same thing). A segment that does not decode (a literal "%" that arrived as
 * "%25") names nothing: null, which a page answers with its not-found page instead of a 500.
 */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
