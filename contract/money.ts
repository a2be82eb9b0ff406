/**
 * Money as every screen, PDF, message and export shows it (spec part 2 §1, part 3 §1: "Amounts
 * are in Thai baht, shown as whole numbers followed by the word for baht"): rounded to the
 * whole baht (half away from zero), Thai thousands separators, Western digits. Shared by the
 * app (src/components/format.ts) and the server, as contract/dates.ts is for dates. Amounts
 * are kept and summed exactly (satang); only what is shown is rounded.
 */

const wholeBahtFormat = new Intl.NumberFormat('th-TH', {
  maximumFractionDigits: 0,
  // -0.4 rounds to 0, not '-0'.
  signDisplay: 'negative',
});

/** The amount in whole baht, without the word: 1288.5 is '1,289'. For a text that says 'บาท' itself. */
export const wholeBaht = (baht: number) => wholeBahtFormat.format(baht);

/** The amount in whole baht followed by the word for baht: 1288.5 is '1,289 บาท'. */
export const formatBaht = (baht: number) => `${wholeBaht(baht)} บาท`;

/**
 * The same in a spreadsheet cell (exceljs `numFmt`): the cell keeps the exact amount, so sums
 * in the sheet stay exact, and shows it as whole baht with the word: '1,289 บาท'.
 */
export const BAHT_NUMFMT = '#,##0" บาท"';
