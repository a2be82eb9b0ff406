import { CellError } from './errors';

/** A cell as an import reads it: trimmed text (never empty), a number, a date, a boolean, or null. */
export type Cell = string | number | boolean | Date | null;

/** Turns an exceljs cell value (rich text, formula, hyperlink, error...) into a Cell. */
export function normalizeCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string': {
      const text = value.trim();
      return text === '' ? null : text;
    }
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'object': {
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
      const v = value as Record<string, unknown>;
      if (Array.isArray(v.richText)) {
        return normalizeCell(
          v.richText.map((r: { text?: unknown }) => String(r.text ?? '')).join(''),
        );
      }
      if ('result' in v) return normalizeCell(v.result);
      if ('formula' in v || 'sharedFormula' in v) return null;
      if ('text' in v) return normalizeCell(v.text);
      if ('error' in v) return String(v.error);
      return null;
    }
    default:
      return null;
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Text: numbers and dates as typed; empty is `undefined` (the schema says whether it may be). */
export function cellText(cell: Cell): string | undefined {
  if (cell === null) return undefined;
  if (cell instanceof Date) return isoDate(cell);
  return String(cell);
}

const NUMERIC_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;

/**
 * A number: a number cell, or text that is one ("1,250.50", " 12 "); empty is `undefined`.
 * Anything else is refused with `message`.
 */
export function cellNumber(cell: Cell, message: string): number | undefined {
  if (cell === null) return undefined;
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'string') {
    const text = cell.replace(/\s+/g, '');
    if (text !== '' && /\d/.test(text) && NUMERIC_TEXT.test(text))
      return Number(text.replace(/,/g, ''));
  }
  throw new CellError(message);
}

export interface LookupEntry {
  id: number;
  enum_values: string;
  enum_desc: string;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A lookup list that a cell may name by id, by its Thai name (enum_desc) or by its code (enum_values). */
export class LookupIndex {
  private readonly byKey = new Map<string, number>();
  private readonly ids = new Set<number>();

  constructor(readonly entries: readonly LookupEntry[]) {
    for (const e of entries) {
      this.ids.add(e.id);
      this.byKey.set(key(e.enum_desc), e.id);
      this.byKey.set(key(e.enum_values), e.id);
    }
  }

  /** The id named by the cell; `undefined` when empty; refused with `unknown(text)` when unknown. */
  find(cell: Cell, unknown: (text: string) => string): number | undefined {
    if (cell === null) return undefined;
    const text = cellText(cell) as string;
    const asId = typeof cell === 'number' ? cell : /^\d+$/.test(text) ? Number(text) : NaN;
    if (this.ids.has(asId)) return asId;
    const id = this.byKey.get(key(text));
    if (id === undefined) throw new CellError(unknown(text));
    return id;
  }
}
