import type { z } from 'zod';
import { IMPORT_ROW_LIMIT } from '../../../contract/limits';
import { th } from '../../../i18n/th';
import { fill } from '../../text';
import type { Cell } from './cells';

/** The template's example sheet. */
const EXAMPLE_SHEET = 'ตัวอย่าง';

/**
 * One column of an import: its Thai heading (the template writes it, the reader finds
 * the column by it), the field it fills, and how a cell becomes the field's input. The
 * same object describes the column on the template's guide sheet.
 */
export interface Column<C> {
  field: string;
  heading: string;
  /** Cell to schema input; `undefined` for an empty cell; throws CellError when unreadable. */
  parse: (cell: Cell, ctx: C) => unknown;
  required: boolean;
  /** The rule shown on the guide sheet. */
  rule: string;
  /** The value of this column on the template's example sheet. */
  sample: (ctx: C) => string | number;
  width?: number;
  /** Kept as text in the template (codes and barcodes made of digits). */
  text?: boolean;
  /** The values a cell may name (listed on the guide sheet, offered as a drop-down). */
  choices?: (ctx: C) => { id: number; name: string }[];
}

/** Everything an import of one kind of record declares; the pipeline does the rest. */
export interface ImportDefinition<C, Row> {
  /** Name of the data sheet of the template (headings only: the file's first sheet, the one read). */
  sheetName: string;
  columns: readonly Column<C>[];
  /** Validates one row's inputs (messages may be `validation.…` keys). */
  schema: z.ZodType<Row, unknown>;
  /** A field that must be unique within the file and must not exist yet. */
  unique?: {
    field: string;
    inFile: (firstRow: number) => string;
    existing: string;
  };
  /** When the file has no data row. */
  emptyMessage: string;
  /** Example sheet: its name and the lines above its sample row (never read by the import). */
  example: { sheetName: string; lines: readonly string[] };
  /** Guide sheet: its name, title and general rules. */
  guide: { sheetName: string; title: string; lines: readonly string[] };
}

const normalize = (text: string) =>
  text.replace(/\*/g, '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Where each column is in the file, from the heading row: by heading (case, spaces and a
 * required-marker `*` aside) or by field name. Returns the positions and the headings of
 * required columns that are missing.
 */
export function locateColumns<C>(columns: readonly Column<C>[], headings: readonly unknown[]) {
  const at = new Map<string, number>();
  headings.forEach((h, i) => {
    if (typeof h === 'string' && !at.has(normalize(h))) at.set(normalize(h), i);
  });
  const positions = columns.map(
    (c) => at.get(normalize(c.heading)) ?? at.get(normalize(c.field)) ?? -1,
  );
  const missing = columns.filter((c, i) => c.required && positions[i] < 0).map((c) => c.heading);
  return { positions, missing };
}

/**
 * The sheets every import's template shares, in Thai: the empty-file message, the example
 * sheet's lines and the guide's general rules. `what` names the records (สินค้า), `perRow`
 * how many a row holds (สินค้า 1 รายการต่อ 1 แถว); `before` and `after` are the import's own
 * rules, around the example and size rules.
 */
export function templateTexts(t: {
  dataSheet: string;
  what: string;
  exampleTitle: string;
  perRow: string;
  before?: readonly string[];
  after: readonly string[];
}): Pick<ImportDefinition<unknown, unknown>, 'emptyMessage' | 'example' | 'guide'> {
  const data = t.dataSheet;
  return {
    emptyMessage: fill(th.server.import_empty, { sheet: data, example: EXAMPLE_SHEET }),
    example: {
      sheetName: EXAMPLE_SHEET,
      lines: [
        t.exampleTitle,
        `แผ่นงานนี้เป็นเพียงตัวอย่าง ระบบจะไม่นำเข้าข้อมูลในแผ่นงานนี้ กรุณากรอก${t.what}ในแผ่นงาน "${data}" ตั้งแต่แถวที่ 2`,
      ],
    },
    guide: {
      sheetName: 'คำอธิบาย',
      title: `คำอธิบายการกรอกไฟล์นำเข้า${t.what}`,
      lines: [
        `กรอก${t.perRow}ในแผ่นงาน "${data}" เริ่มที่แถวที่ 2 โดยไม่แก้ไขหัวคอลัมน์ (คอลัมน์สีแดงต้องกรอก)`,
        ...(t.before ?? []),
        `ดูตัวอย่างการกรอกได้ในแผ่นงาน "${EXAMPLE_SHEET}" (ระบบนำเข้าเฉพาะแผ่นงาน "${data}")`,
        `ไฟล์ .xlsx ขนาดไม่เกิน 5MB และไม่เกิน ${IMPORT_ROW_LIMIT.toLocaleString('en-US')} แถว`,
        ...t.after,
      ],
    },
  };
}
