import { describe, expect, it } from 'vitest';
import {
  binGroups,
  isPicked,
  readPickScan,
  type PickLine,
} from '../../src/resources/orders/floor/usePickList';

// Picking by scan: a bin's code selects the bin, an item then ticks its open line in that bin
// (or its line of no bin); an item scanned before its bin, or at another bin, is refused.

const line = (over: Partial<PickLine>): PickLine => ({
  id: 1,
  floor: 'A',
  bin_code: 'A-01-01',
  code: 'P1',
  name: 'สินค้า 1',
  item_barcode: '8850000000011',
  quantity: 2,
  picked: 0,
  short_reason: null,
  ...over,
});

const lines = [
  line({ id: 1 }),
  line({ id: 2, bin_code: 'A-02-01', code: 'P2', item_barcode: '8850000000028' }),
  line({ id: 3, bin_code: 'B-01-01', floor: 'B', code: 'P1', item_barcode: '8850000000011' }),
  line({ id: 4, bin_code: null, floor: null, code: 'SET1', item_barcode: '8870000000019' }),
];

describe('readPickScan', () => {
  it('selects a bin by its code, in any case, with its open lines', () => {
    expect(readPickScan(lines, 'a-02-01', null)).toEqual({ kind: 'bin', bin: 'A-02-01', open: 1 });
  });

  it('asks for the bin first, then picks the item there', () => {
    expect(readPickScan(lines, '8850000000028', null)).toEqual({
      kind: 'bin_first',
      bin: 'A-02-01',
    });
    expect(readPickScan(lines, '8850000000028', 'A-02-01')).toMatchObject({
      kind: 'pick',
      line: { id: 2 },
    });
  });

  it('picks an item of two bins from the bin scanned', () => {
    expect(readPickScan(lines, '8850000000011', 'B-01-01')).toMatchObject({
      kind: 'pick',
      line: { id: 3 },
    });
  });

  it('names the right bin when the item is scanned at another', () => {
    expect(readPickScan(lines, '8850000000028', 'A-01-01')).toEqual({
      kind: 'not_here',
      bin: 'A-01-01',
      want: 'A-02-01',
    });
  });

  it('picks a line of no bin without a bin, and by the product code typed', () => {
    expect(readPickScan(lines, '8870000000019', null)).toMatchObject({
      kind: 'pick',
      line: { id: 4 },
    });
    expect(readPickScan(lines, 'set1', null)).toMatchObject({ kind: 'pick', line: { id: 4 } });
  });

  it('says when the item is picked already, and when the code is on no line', () => {
    const done = lines.map((l) => (l.id === 2 ? { ...l, picked: 2 } : l));
    expect(readPickScan(done, '8850000000028', 'A-02-01')).toMatchObject({ kind: 'done' });
    expect(readPickScan(lines, '9999999999999', 'A-01-01')).toEqual({ kind: 'unknown' });
  });
});

describe('pick lines', () => {
  it('is done when all is taken or the short pick has its reason', () => {
    expect(isPicked(line({ picked: 2 }))).toBe(true);
    expect(isPicked(line({ picked: 1 }))).toBe(false);
    expect(isPicked(line({ picked: 0, short_reason: 'ชำรุด' }))).toBe(true);
  });

  it('gathers runs of one bin in the order given', () => {
    expect(binGroups(lines).map((g) => [g.bin, g.lines.map((l) => l.id)])).toEqual([
      ['A-01-01', [1]],
      ['A-02-01', [2]],
      ['B-01-01', [3]],
      [null, [4]],
    ]);
  });
});
