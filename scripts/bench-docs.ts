// The bench's tables in docs/benchmarks.md. Each table sits between two marker comments,
//   <!-- bench:NAME:start -->
//   …
//   <!-- bench:NAME:end -->
// and `npm run bench` rewrites what is between them with the table it printed, leaving the rest
// of the file (the text written by hand) as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

export const BENCH_DOC = 'docs/benchmarks.md';

/** One table of the file: the results of one part of the bench on one database. */
export interface BenchBlock {
  /** The markers' name: `products-pglite`, `bundle`. */
  name: string;
  /** The heading it gets when the file has no markers of that name (added at the end). */
  title: string;
  /** What goes between the markers: a line saying which run, then the table. */
  content: string;
}

export const marker = (name: string, edge: 'start' | 'end') => `<!-- bench:${name}:${edge} -->`;

/**
 * `doc` with `content` between the markers named `name`, or undefined when `doc` has none of
 * them. Markers out of order, alone or twice are an error: nothing is guessed.
 */
export function replaceBlock(doc: string, name: string, content: string): string | undefined {
  const start = marker(name, 'start');
  const end = marker(name, 'end');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 && to === -1) return undefined;
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`${start} and ${end} must both be there, in that order`);
  }
  if (doc.includes(start, from + 1) || doc.includes(end, to + 1)) {
    throw new Error(`the markers of ${name} are there twice`);
  }
  return `${doc.slice(0, from + start.length)}\n\n${content.trim()}\n\n${doc.slice(to)}`;
}

/**
 * Puts every block between its markers; a block whose markers the file lacks is added at the
 * end under its title, so no result is lost. Everything outside the markers stays as it was.
 */
export function rewriteBenchDoc(
  doc: string,
  blocks: readonly BenchBlock[],
): { doc: string; rewritten: string[]; added: string[] } {
  let out = doc;
  const rewritten: string[] = [];
  const added: string[] = [];
  for (const block of blocks) {
    const next = replaceBlock(out, block.name, block.content);
    if (next !== undefined) {
      out = next;
      rewritten.push(block.name);
      continue;
    }
    out =
      `${out.trimEnd()}\n\n## ${block.title}\n\n${marker(block.name, 'start')}\n\n` +
      `${block.content.trim()}\n\n${marker(block.name, 'end')}\n`;
    added.push(block.name);
  }
  return { doc: out, rewritten, added };
}

/**
 * Markdown as the project's Prettier writes it: a table's columns padded by the width Thai
 * text takes on screen (the bench pads by string length), so `prettier --check` keeps passing.
 */
export async function prettierMarkdown(text: string, file = BENCH_DOC): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, parser: 'markdown' });
}

/** Writes `blocks` into `file` (docs/benchmarks.md); answers which were rewritten and added. */
export async function writeBenchDoc(blocks: readonly BenchBlock[], file = BENCH_DOC) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Measurements\n';
  const formatted = await Promise.all(
    blocks.map(async (b) => ({ ...b, content: await prettierMarkdown(b.content, file) })),
  );
  const result = rewriteBenchDoc(before, formatted);
  if (result.doc !== before) writeFileSync(file, result.doc);
  return result;
}
