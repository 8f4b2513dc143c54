// The text npm run search:quality prints (and the search-quality test fails with): the measures
// by kind and language, the budgets, then every failing query with what came back.
import type { Product } from './search-catalogue';
import { PAGE_SIZE, type Evaluation, type Outcome, type Row } from './search-judging';

const figure = (value: number | null) => (value === null ? '–' : value.toFixed(3));
const share = (value: number) => `${Math.round(value * 100)}%`;

function table(rows: Row[]): string {
  const header = ['kind', 'lang', 'queries', `nDCG@${PAGE_SIZE}`, `P@${PAGE_SIZE}`, 'recall', 'zero results'];
  const lines = rows.map((r) => [r.kind, r.locale, String(r.queries), figure(r.ndcg), figure(r.precision), figure(r.recall), share(r.zeroRate)]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

function cameBack(outcome: Outcome, catalogue?: Map<number, Product>): string {
  if (outcome.total === 0) return 'nothing came back';
  const shown = outcome.top.slice(0, 5).map((card) => {
    const grade = outcome.grades.get(card.id) ?? 0;
    const type = catalogue?.get(card.id)?.type;
    return `${card.name}${type ? ` [${type}]` : ''} (${grade})`;
  });
  return `${outcome.total} came back: ${shown.join('; ')}${outcome.top.length > 5 ? '; …' : ''}`;
}

/** The whole report; `catalogue` adds each product's type to what came back. */
export function formatReport(evaluation: Evaluation, catalogue?: Map<number, Product>): string {
  const failing = evaluation.outcomes.filter((o) => o.problems.length > 0);
  const budgets = evaluation.budgets.map((b) => `${b.met ? 'ok  ' : 'MISS'}  ${b.name}: ${b.measured}`);
  const failures = failing.map((o) => {
    const relevant = o.grades.size;
    return `[${o.query.locale} ${o.query.kind}] "${o.text}"${o.query.note ? ` (${o.query.note})` : ''}: ${o.problems.join('; ')}; ${relevant} relevant; ${cameBack(o, catalogue)}`;
  });
  return [
    `Search quality: ${evaluation.outcomes.length} judged queries`,
    '',
    table(evaluation.rows),
    '',
    'Budgets',
    ...budgets,
    '',
    `Failing queries (${failing.length}), with the grade of each product shown`,
    ...(failures.length > 0 ? failures : ['none']),
  ].join('\n');
}
