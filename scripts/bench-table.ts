// The bench's result tables: one row per case, printed as Markdown and written into
// docs/benchmarks.md (scripts/bench-docs.ts).

export interface ResultRow {
  case: string;
  database: string;
  /** Latency percentiles; a case with one figure shows it under p50. */
  p50: string;
  p95: string;
  p99: string;
  verdict: string;
}

/** The `p`th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '–');
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A latency case: OK when the p95 (or `on` percentile) is under `budgetMs`. */
export function latencyRow(
  name: string,
  database: string,
  times: number[],
  budgetMs: number,
  opts: { on?: 95 | 99; note?: string; fail?: string } = {},
): ResultRow {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
  const on = opts.on ?? 95;
  const within = (on === 95 ? p95 : p99) < budgetMs;
  const verdict = opts.fail
    ? `FAIL (${opts.fail})`
    : `${within ? 'OK' : 'OVER'} (p${on} < ${budgetMs} ms)`;
  return {
    case: name,
    database,
    p50: ms(p50),
    p95: ms(p95),
    p99: ms(p99),
    verdict: opts.note ? `${verdict}; ${opts.note}` : verdict,
  };
}

/** A case with one measured figure. */
export function valueRow(name: string, database: string, value: string, verdict = ''): ResultRow {
  return { case: name, database, p50: value, p95: '', p99: '', verdict };
}

/** The table as Markdown, columns padded so it reads in a terminal too. */
export function formatTable(rows: ResultRow[]): string {
  const head: ResultRow = {
    case: 'case',
    database: 'database',
    p50: 'p50 (or value)',
    p95: 'p95',
    p99: 'p99',
    verdict: 'verdict',
  };
  const keys = Object.keys(head) as (keyof ResultRow)[];
  const width = (k: keyof ResultRow) => Math.max(...[head, ...rows].map((r) => r[k].length));
  const line = (r: ResultRow) => `| ${keys.map((k) => r[k].padEnd(width(k))).join(' | ')} |`;
  const rule = `| ${keys.map((k) => '-'.repeat(width(k))).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
