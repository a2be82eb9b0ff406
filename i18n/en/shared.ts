/**
 * English of th-screens/shared.ts: texts several screens show alike, spread into each area's
 * own keys. Only what the areas word the same way is here; the rest stays with each area.
 */

/** The photo field of a form (products, stock items). */
export const photoField = {
  choose: 'Choose photo',
  replace: 'Replace photo',
  remove: 'Remove chosen photo',
  empty: 'No photo yet',
  image_only: 'Please choose an image file (.jpg, .png, .gif, .webp)',
  new_photo: 'New photo (not saved yet)',
};

/** The spreadsheet import screen (products, product sets, orders). */
export const fileImport = {
  shop: 'Shop',
  no_file: 'No file chosen',
  template: 'Download the template',
  rules_title: 'File rules',
  rule_size: 'At most 5MB',
  rule_rows: 'At most 10,000 rows',
  back: 'Back',
  save: 'Save',
  file_required: 'Please choose a file to upload',
  file_type: 'Please upload an .xlsx or .xls file only',
  file_too_large: 'The file is larger than 5MB',
  uploading: 'Uploading and checking the file...',
  col_row: 'Row',
  col_column: 'Column',
  col_message: 'Problem',
  whole_row: 'Whole row',
  more_rows: 'and %{count} more rows',
};

/** The columns of a product picker (bookings, orders, product sets, stock items). */
export const productPicker = {
  select_row: 'Select %{name}',
  col_code: 'Product code',
  col_brand: 'Brand',
  col_price: 'Price',
};
