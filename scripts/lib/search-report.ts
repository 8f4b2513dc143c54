// The text npm run search:quality prints (and the search-quality test fails with): the measures
// by kind and language, the budgets, then every failing query with what came back.
import { PAGE_SIZE, type Budget, type Evaluation, type Outcome, type Row } from './search-judging';

const figure = (value: number | null) => (value === null ? '–' : value.toFixed(3));
const share = (value: number) => `${Math.round(value * 100)}%`;

function table(rows: Row[]): string {
  const header = ['kind', 'lang', 'queries', `nDCG@${PAGE_SIZE}`, `P@${PAGE_SIZE}`, 'recall', 'zero results'];
  const lines = rows.map((r) => [r.kind, r.locale, String(r.queries), figure(r.ndcg), figure(r.precision), figure(r.recall), share(r.zeroRate)]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

function cameBack(outcome: Outcome, evaluation: Evaluation): string {
  if (outcome.total === 0) return 'nothing came back';
  const shown = outcome.top.slice(0, 5).map((card) => {
    const grade = outcome.grades.get(card.id) ?? 0;
    const type = evaluation.catalogue.get(card.id)?.type;
    return `${card.name}${type ? ` [${type}]` : ''} (${grade})`;
  });
  return `${outcome.total} came back: ${shown.join('; ')}${outcome.top.length > 5 ? '; …' : ''}`;
}

function failure(o: Outcome, evaluation: Evaluation): string {
  const note = o.query.note ? ` (${o.query.note})` : '';
  return `[${o.query.locale} ${o.query.kind}] "${o.text}"${note}: ${o.problems.map((p) => p.text).join('; ')}; ${o.grades.size} relevant; ${cameBack(o, evaluation)}`;
}

/** Why a budget was missed: the table for the nDCG budgets, and the queries that break its rules. */
export function formatMiss(evaluation: Evaluation, budget: Budget): string {
  const failing = evaluation.outcomes.filter(
    (o) => (budget.locale === 'all' || o.query.locale === budget.locale) && o.problems.some((p) => budget.rules.includes(p.rule)),
  );
  const measures = budget.rules.includes('floor') ? ['', table(evaluation.rows)] : [];
  return [`${budget.name}: ${budget.measured}`, ...measures, '', `Queries that miss it (${failing.length})`, ...failing.map((o) => failure(o, evaluation))].join('\n');
}

/** The whole report. */
export function formatReport(evaluation: Evaluation): string {
  const failing = evaluation.outcomes.filter((o) => o.problems.length > 0);
  const budgets = evaluation.budgets.map((b) => `${b.met ? 'ok  ' : 'MISS'}  ${b.name}: ${b.measured}`);
  const failures = failing.map((o) => failure(o, evaluation));
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
    '',
    `Queries that no longer fit the catalogue (${evaluation.misfits.length}): change them in test/search/judged-queries.ts`,
    ...(evaluation.misfits.length > 0 ? evaluation.misfits : ['none']),
  ].join('\n');
}
