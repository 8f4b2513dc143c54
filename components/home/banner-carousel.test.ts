import { slideShown } from './banner-carousel';

describe('the banner the carousel shows', () => {
  it('is the slide the track is scrolled nearest to, left to right or right to left (negative scroll)', () => {
    expect(slideShown(0, 400, 3)).toBe(0);
    expect(slideShown(390, 400, 3)).toBe(1);
    expect(slideShown(-810, 400, 3)).toBe(2);
  });

  it('stays within the slides, and is the first when there is nothing to measure', () => {
    expect(slideShown(5000, 400, 3)).toBe(2);
    expect(slideShown(100, 0, 3)).toBe(0);
    expect(slideShown(100, 400, 0)).toBe(0);
  });
});
