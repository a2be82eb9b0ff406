import type { BookingLineRow } from '../../../contract/schemas/bookings';

// Receiving by scan counts a booking's lines by the one barcode rule (contract/barcodes.ts).
export {
  matchScan,
  type PackKind,
  type ScanMatch,
  type ScannableLine,
} from '../../../contract/barcodes';

/** A product's three barcodes and the pieces its packs hold, as a booked line carries them. */
export type LineBarcodes = NonNullable<BookingLineRow['barcodes']>;

/** A line's count after a scan adds `pieces`: an empty count starts from 0. */
export const countAfterScan = (counted: number | null | undefined, pieces: number) =>
  (typeof counted === 'number' && Number.isFinite(counted) ? counted : 0) + pieces;
