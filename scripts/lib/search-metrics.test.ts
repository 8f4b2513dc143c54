import { dcg, mean, ndcgAt, precisionAt, recall } from './search-metrics';

describe('search metrics', () => {
  it('discounts each grade by the logarithm of its rank', () => {
    // (2^2 − 1)/log2(2) + (2^1 − 1)/log2(3) + 0 + (2^3 − 1)/log2(5)
    expect(dcg([2, 1, 0, 3], 10)).toBeCloseTo(3 + 1 / Math.log2(3) + 7 / Math.log2(5), 10);
    expect(dcg([2, 1, 0, 3], 2)).toBeCloseTo(3 + 1 / Math.log2(3), 10);
  });

  it('gives nDCG 1 to the best order and less to a worse one', () => {
    expect(ndcgAt([3, 1, 1], [1, 3, 1], 10)).toBeCloseTo(1, 10);
    const swapped = ndcgAt([1, 3, 1], [1, 3, 1], 10)!;
    const ideal = 7 + 1 / Math.log2(3) + 1 / 2;
    expect(swapped).toBeCloseTo((1 + 7 / Math.log2(3) + 1 / 2) / ideal, 10);
    expect(swapped).toBeLessThan(1);
  });

  it('counts only the first k ranks, against an ideal of the k best relevant products', () => {
    // Twelve products of grade 2 exist; ten of them in the first ten is the best there is.
    expect(ndcgAt(Array(10).fill(2), Array(12).fill(2), 10)).toBeCloseTo(1, 10);
    // The relevant product at rank 11 earns nothing at k = 10.
    expect(ndcgAt([...Array(10).fill(0), 2], [2], 10)).toBe(0);
  });

  it('has no nDCG when nothing is relevant, and 0 when nothing relevant came back', () => {
    expect(ndcgAt([0, 0], [], 10)).toBeNull();
    expect(ndcgAt([0, 0], [0, 0], 10)).toBeNull();
    expect(ndcgAt([], [2, 2], 10)).toBe(0);
  });

  it('takes precision over what was shown, and has none when nothing was', () => {
    expect(precisionAt([2, 0, 1, 0], 10)).toBe(0.5);
    expect(precisionAt([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 2], 10)).toBe(0.2);
    expect(precisionAt([0, 0, 0], 10)).toBe(0);
    expect(precisionAt([], 10)).toBeNull();
  });

  it('takes recall over every relevant product, and has none when nothing is relevant', () => {
    expect(recall(3, 4)).toBe(0.75);
    expect(recall(0, 4)).toBe(0);
    expect(recall(0, 0)).toBeNull();
  });

  it('averages only the measures that mean something', () => {
    expect(mean([1, null, 0.5])).toBe(0.75);
    expect(mean([null])).toBeNull();
    expect(mean([])).toBeNull();
  });
});
