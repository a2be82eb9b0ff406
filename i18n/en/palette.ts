/** The command palette (Ctrl+K, src/layout/CommandPalette.tsx): screens and records by number. */
export const palette = {
  open: 'Quick search',
  title: 'Quick search',
  close: 'Close',
  field: 'Search screens, order numbers, product codes or barcodes',
  hint: 'Type or scan, then press Enter to open. Arrow keys choose, Esc closes.',
  screens: 'Screens',
  records: 'Records',
  searching: 'Searching…',
  none: 'No screen or record matches',
  failed: 'The search failed. Please try again.',
  kind: {
    order: 'Order',
    booking: 'Delivery booking',
    setOrder: 'Set assembly order',
    product: 'Product',
    productSet: 'Product set',
  },
  matched: {
    number: 'Number',
    tracking: 'Tracking number',
    code: 'Code',
    item: 'Item barcode',
    inner: 'Inner pack barcode',
    case: 'Case barcode',
  },
  record_line: '%{kind} · %{shop}',
};

export const paletteValidation = {
  q_invalid: 'Please type 1 to 100 characters to search',
};
