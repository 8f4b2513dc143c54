// Measures of a ranked answer against graded judgements, for npm run search:quality: nDCG@k,
// precision@k and recall. A grade is 0 (not relevant) or more (1 acceptable, 2 exactly what was
// asked, 3 the very product named). Each returns null where the measure means nothing (nothing
// relevant exists, or nothing was shown), so an average leaves that query out.

/** Discounted cumulative gain of grades in their order, over the first k: (2^g − 1) / log2(rank + 1). */
export function dcg(grades: number[], k: number): number {
  let sum = 0;
  grades.slice(0, k).forEach((grade, i) => {
    sum += (2 ** grade - 1) / Math.log2(i + 2);
  });
  return sum;
}

/**
 * nDCG@k: the gain of the answer over the gain of the best possible answer, which lists every
 * relevant product (`allGrades`, the grades of all of them, in any order) best first. Null when
 * nothing is relevant.
 */
export function ndcgAt(returnedGrades: number[], allGrades: number[], k: number): number | null {
  const ideal = dcg([...allGrades].filter((grade) => grade > 0).sort((a, b) => b - a), k);
  if (ideal === 0) return null;
  return dcg(returnedGrades, k) / ideal;
}

/** The share of relevant products among the first k shown; null when nothing was shown. */
export function precisionAt(returnedGrades: number[], k: number): number | null {
  const shown = returnedGrades.slice(0, k);
  if (shown.length === 0) return null;
  return shown.filter((grade) => grade > 0).length / shown.length;
}

/** The share of the relevant products the whole answer holds; null when nothing is relevant. */
export function recall(foundRelevant: number, allRelevant: number): number | null {
  if (allRelevant === 0) return null;
  return foundRelevant / allRelevant;
}

/** The mean of the values that mean something, null when none does. */
export function mean(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
}
