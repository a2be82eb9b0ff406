import { describe, expect, it } from 'vitest';
import { check, resolveConfig } from 'prettier';
import {
  marker,
  prettierMarkdown,
  replaceBlock,
  rewriteBenchDoc,
  type BenchBlock,
} from '../../scripts/bench-docs';
import { formatTable, latencyRow, valueRow } from '../../scripts/bench-table';

// `npm run bench` writes its tables into docs/benchmarks.md between marker comments and leaves
// the hand-written text around them alone.

const DOC = [
  '# Measurements',
  '',
  'How the bench runs, written by hand.',
  '',
  '## The stock list',
  '',
  'Why the stock list is quick.',
  '',
  marker('stock-pglite', 'start'),
  '',
  'Run of 2026-11-23 on PGlite:',
  '',
  '| case | p95 |',
  '| ---- | --- |',
  '| old  | 9 ms |',
  '',
  marker('stock-pglite', 'end'),
  '',
  'What the figures mean, written by hand.',
  '',
  marker('stock', 'start'),
  'a block whose name starts the same',
  marker('stock', 'end'),
  '',
].join('\n');

const block = (name: string, content: string, title = name): BenchBlock => ({
  name,
  title,
  content,
});

describe('the bench rewrites its tables in docs/benchmarks.md', () => {
  it('replaces what is between the markers and nothing else', () => {
    const { doc, rewritten, added } = rewriteBenchDoc(DOC, [
      block(
        'stock-pglite',
        'Run of 2026-12-01 on PGlite:\n\n| case | p95 |\n| - | - |\n| new | 4 ms |',
      ),
    ]);
    expect(rewritten).toEqual(['stock-pglite']);
    expect(added).toEqual([]);
    expect(doc).toContain('| new | 4 ms |');
    expect(doc).not.toContain('old');
    const start = marker('stock-pglite', 'start');
    const end = marker('stock-pglite', 'end');
    // The text before the start marker and from the end marker on is the same, byte for byte.
    expect(doc.slice(0, doc.indexOf(start))).toBe(DOC.slice(0, DOC.indexOf(start)));
    expect(doc.slice(doc.indexOf(end))).toBe(DOC.slice(DOC.indexOf(end)));
    // The block of a name that only starts the same is untouched.
    expect(doc).toContain(`${marker('stock', 'start')}\na block whose name starts the same\n`);
  });

  it('gives the same file when the same tables are written again', () => {
    const blocks = [block('stock-pglite', 'Run of 2026-12-01 on PGlite:\n\n| a | b |')];
    const once = rewriteBenchDoc(DOC, blocks).doc;
    expect(rewriteBenchDoc(once, blocks).doc).toBe(once);
  });

  it('adds a table whose markers the file lacks at its end, then rewrites it there', () => {
    const first = rewriteBenchDoc(DOC, [
      block('orders-postgresql', 'Run of 2026-12-01 on PostgreSQL:', 'The order list (PostgreSQL)'),
    ]);
    expect(first.added).toEqual(['orders-postgresql']);
    expect(first.doc.startsWith(DOC.trimEnd())).toBe(true);
    expect(first.doc.slice(DOC.trimEnd().length)).toBe(
      [
        '',
        '',
        '## The order list (PostgreSQL)',
        '',
        marker('orders-postgresql', 'start'),
        '',
        'Run of 2026-12-01 on PostgreSQL:',
        '',
        marker('orders-postgresql', 'end'),
        '',
      ].join('\n'),
    );
    const second = rewriteBenchDoc(first.doc, [
      block('orders-postgresql', 'Run of 2026-12-02 on PostgreSQL:'),
    ]);
    expect(second.rewritten).toEqual(['orders-postgresql']);
    expect(second.doc).toBe(first.doc.replace('2026-12-01', '2026-12-02'));
  });

  it('refuses markers that are alone, out of order or there twice', () => {
    const start = marker('x', 'start');
    const end = marker('x', 'end');
    for (const doc of [
      `${start}\n`,
      `${end}\n`,
      `${end}\n${start}\n`,
      `${start}\n${end}\n${start}\n${end}\n`,
    ])
      expect(() => replaceBlock(doc, 'x', 'table'), doc).toThrow();
    expect(replaceBlock('no markers here\n', 'x', 'table')).toBeUndefined();
  });

  it("writes tables with Thai cases that pass the project's prettier check", async () => {
    const rows = [
      latencyRow("stock 10k: search many matches 'พรีเมียม'", 'PGlite', [5.3, 6.2, 6.5], 50),
      latencyRow("stock 10k: search two Thai letters 'ชา'", 'PGlite', [5.1, 5.8, 7.5], 50),
      valueRow('server RSS idle after start (demo data)', 'PGlite', '209 MB'),
    ];
    const content = await prettierMarkdown(
      `Run of 2026-12-01 on PGlite:\n\n${formatTable(rows)}\n`,
    );
    const { doc } = rewriteBenchDoc(DOC, [block('stock-pglite', content)]);
    expect(doc).toContain('พรีเมียม');
    // The hand-written parts of DOC are formatted already; the table must be too.
    const formattedDoc = await prettierMarkdown(DOC);
    const { doc: inFormatted } = rewriteBenchDoc(formattedDoc, [block('stock-pglite', content)]);
    const options = await resolveConfig('docs/benchmarks.md');
    expect(await check(inFormatted, { ...options, parser: 'markdown' })).toBe(true);
  });
});
