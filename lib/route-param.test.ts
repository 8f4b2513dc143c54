import { findCategory } from './category-slug';
import { decodedSegment } from './route-param';

describe('dynamic segments of pages', () => {
  it('decodes a segment, and answers null for one that does not decode', () => {
    expect(decodedSegment('caf%C3%A9')).toBe('café');
    expect(decodedSegment('12')).toBe('12');
    for (const segment of ['%', '%zz', '100%', '%E0%A4%A']) expect(decodedSegment(segment)).toBeNull();
  });

  it('finds no category for a slug that does not decode', () => {
    expect(findCategory('%', [])).toBeUndefined();
  });
});
