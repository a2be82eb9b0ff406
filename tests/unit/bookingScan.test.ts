import { describe, expect, it } from 'vitest';
import {
  countAfterScan,
  matchScan,
  type LineBarcodes,
  type ScannableLine,
} from '../../src/resources/bookings/scanCount';

// Receiving a booking by scan: which booked line a scanned barcode counts, and by how many
// pieces (an item 1, an inner pack or case its size); codes that count nothing.

const codes = (over: Partial<LineBarcodes>): LineBarcodes => ({
  item: '',
  inner: '',
  case: '',
  inner_size: 0,
  case_size: 0,
  ...over,
});

const LINES: ScannableLine[] = [
  { barcodes: codes({ item: '8850000000011', inner: '8850000000012', inner_size: 12 }) },
  {
    barcodes: codes({
      item: '8850000000021',
      inner: '8850000000022',
      inner_size: 6,
      case: '8850000000023',
      case_size: 48,
    }),
  },
  // A line of a booking read before the lines carried barcodes.
  {},
];

describe('matching a scanned barcode to the booking lines', () => {
  it('counts an item barcode as one piece of its line', () => {
    expect(matchScan(LINES, '8850000000021')).toEqual({
      result: 'counted',
      index: 1,
      kind: 'item',
      pieces: 1,
    });
  });

  it('counts an inner pack and a case by their sizes', () => {
    expect(matchScan(LINES, '8850000000012')).toEqual({
      result: 'counted',
      index: 0,
      kind: 'inner',
      pieces: 12,
    });
    expect(matchScan(LINES, '8850000000022')).toMatchObject({ kind: 'inner', pieces: 6 });
    expect(matchScan(LINES, '8850000000023')).toEqual({
      result: 'counted',
      index: 1,
      kind: 'case',
      pieces: 48,
    });
  });

  it('takes the code as the scanner sends it, spaces around it aside', () => {
    expect(matchScan(LINES, ' 8850000000011\t')).toMatchObject({ result: 'counted', index: 0 });
  });

  it('counts nothing for a code of no line, an empty code, or a product without that barcode', () => {
    expect(matchScan(LINES, '4900000000000')).toEqual({ result: 'unknown' });
    expect(matchScan(LINES, '')).toEqual({ result: 'unknown' });
    expect(matchScan(LINES, '   ')).toEqual({ result: 'unknown' });
    expect(matchScan([], '8850000000011')).toEqual({ result: 'unknown' });
    // A part of a code is not the code.
    expect(matchScan(LINES, '885000000001')).toEqual({ result: 'unknown' });
  });

  it('says so for a pack whose size the product does not give', () => {
    const lines = [{ barcodes: codes({ item: 'A-0001', case: 'C-0001', case_size: 0 }) }];
    expect(matchScan(lines, 'C-0001')).toEqual({ result: 'no_size', index: 0, kind: 'case' });
  });

  it('counts nothing when several lines carry the code', () => {
    const lines = [
      { barcodes: codes({ item: '8850001234567' }) },
      { barcodes: codes({ item: '8850009999999', case: '8850001234567', case_size: 24 }) },
    ];
    expect(matchScan(lines, '8850001234567')).toEqual({ result: 'ambiguous', indexes: [0, 1] });
  });

  it('counts the smallest unit when one product repeats a barcode', () => {
    const lines = [{ barcodes: codes({ item: 'X-0001', inner: 'X-0001', inner_size: 10 }) }];
    expect(matchScan(lines, 'X-0001')).toMatchObject({ result: 'counted', kind: 'item' });
  });
});

describe('a line count after a scan', () => {
  it('starts an empty count from 0 and adds to a typed one', () => {
    expect(countAfterScan(null, 12)).toBe(12);
    expect(countAfterScan(undefined, 1)).toBe(1);
    expect(countAfterScan(Number.NaN, 1)).toBe(1);
    expect(countAfterScan(0, 1)).toBe(1);
    expect(countAfterScan(12, 48)).toBe(60);
  });
});
