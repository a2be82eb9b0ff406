/**
 * What a scanned barcode counts (DESIGN.md "shared building blocks"): a product or set carries
 * three barcodes, the item's (one piece), the inner pack's and the case's (their sizes in
 * pieces). One rule for every scan: receiving a booking (src/resources/bookings) and packing
 * an order (server/domain/packing.ts).
 */

/** A product's three barcodes and the pieces its packs hold ('' and 0 where not given). */
export interface PackBarcodes {
  item: string;
  inner: string;
  case: string;
  inner_size: number;
  case_size: number;
}

/** What a barcode stands for: one piece, an inner pack or a case. */
export type PackKind = 'item' | 'inner' | 'case';
export const PACK_KINDS: readonly PackKind[] = ['item', 'inner', 'case'];

/** A line as a scan reads it: the barcodes of its product, when it has them. */
export interface ScannableLine {
  barcodes?: PackBarcodes;
}

/**
 * What a scanned code means for the lines: the line it counts and by how many pieces (1, or
 * the pack's size); a pack whose size the product does not give (nothing to count); a code
 * that several lines' products carry; or a code of no line.
 */
export type ScanMatch =
  | { result: 'counted'; index: number; kind: PackKind; pieces: number }
  | { result: 'no_size'; index: number; kind: Exclude<PackKind, 'item'> }
  | { result: 'ambiguous'; indexes: number[] }
  | { result: 'unknown' };

/** The pieces a barcode of the kind counts: 1 for an item, else the pack's size (0: not given). */
export const piecesOf = (barcodes: PackBarcodes, kind: PackKind) =>
  kind === 'item' ? 1 : kind === 'inner' ? barcodes.inner_size : barcodes.case_size;

/** What `code` counts on one line: the kind it is and its pieces; undefined when none. */
function kindOn(line: ScannableLine, code: string) {
  const barcodes = line.barcodes;
  return barcodes && PACK_KINDS.find((k) => barcodes[k].trim() === code);
}

/**
 * The line a scanned code counts, and by how many pieces. Empty barcodes match nothing; a
 * product whose barcodes repeat one another counts the smallest unit.
 */
export function matchScan(lines: readonly ScannableLine[], scanned: string): ScanMatch {
  const code = scanned.trim();
  const found: { index: number; kind: PackKind }[] = [];
  if (code) {
    lines.forEach((line, index) => {
      const kind = kindOn(line, code);
      if (kind) found.push({ index, kind });
    });
  }
  if (found.length === 0) return { result: 'unknown' };
  if (found.length > 1) return { result: 'ambiguous', indexes: found.map((f) => f.index) };
  return countOn(lines, found[0].index, found[0].kind);
}

/** The match of a code of `kind` on the line at `index`. */
export function countOn(lines: readonly ScannableLine[], index: number, kind: PackKind): ScanMatch {
  const pieces = piecesOf(lines[index].barcodes as PackBarcodes, kind);
  if (kind !== 'item' && !(pieces > 0)) return { result: 'no_size', index, kind };
  return { result: 'counted', index, kind, pieces };
}

/** The kind of `code` on the line at `index` (one of an ambiguous match's lines). */
export const kindAt = (lines: readonly ScannableLine[], index: number, code: string) =>
  kindOn(lines[index], code.trim());
