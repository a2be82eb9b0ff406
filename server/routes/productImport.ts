import { defineHandlers, type Deps } from '../registry';

/** Spreadsheet import of products and its template (built on the import pipeline in domain/import). */
export function productImportHandlers(_deps: Deps) {
  return defineHandlers({});
}
