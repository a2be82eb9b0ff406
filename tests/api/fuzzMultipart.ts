import type { Endpoint } from '../../contract/endpoints';
import { NUL_IN_TEXT, NUL_TEXTS, ODD_TEXTS, set, show, type Add } from './fuzzInputs';

/** A part of a multipart body. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  headers?: string;
}

/** A multipart body written by hand, so that it can be broken on purpose. */
export function multipart(parts: Part[], boundary: string, final = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename !== undefined ? `; filename="${p.filename}"` : '';
    const type = p.filename !== undefined ? '\r\ncontent-type: application/octet-stream' : '';
    const headers = p.headers ?? `content-disposition: form-data; name="${p.name}"${file}${type}`;
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (final) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A 1×1 PNG: the server judges images by their content (file-type). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
/** Starts as a zip does and holds nothing a spreadsheet reader can use. */
export const JUNK_ZIP = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 0xff)]);

/** The file each multipart endpoint expects (`sheet`: the import template). */
export const fileFor = (ep: Endpoint, sheet: Buffer): Part => {
  const name = ep.multipart?.files[0] ?? 'file';
  if (name === 'products') return { name, value: sheet, filename: 'products.xlsx' };
  if (name === 'file') return { name, value: PDF, filename: 'doc.pdf' };
  return { name, value: PNG, filename: 'photo.png' };
};

/** Broken multipart bodies, and each text field of a valid one mutated in turn. */
export function multipartCases(
  ep: Endpoint,
  fields: Record<string, string>,
  add: Add,
  sheet: Buffer,
) {
  const file = fileFor(ep, sheet);
  const text = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const form = (parts: Part[], boundary = 'B', final = true) => multipart(parts, boundary, final);
  const send = (input: string, body: Buffer | string, type = 'multipart/form-data; boundary=B') =>
    add(input, true, { type }, body, { 'content-type': type });
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [...NUL_TEXTS(value), ...ODD_TEXTS])
      add(`field ${name}=${show(v)}`, v === NUL_IN_TEXT, { body: set<unknown>(name, v) });
    add(`field ${name} left out`, false, { body: set<unknown>(name, undefined) });
  }
  const whole = form([...text, file]);
  send('boundary in the header differs from the body', whole, 'multipart/form-data; boundary=C');
  send('no final boundary', form([...text, file], 'B', false));
  send('cut in the middle of the file', whole.subarray(0, whole.length - 30));
  send('cut inside part headers', whole.subarray(0, 20));
  send('no boundary parameter', whole, 'multipart/form-data');
  send(
    'boundary of 80 characters',
    form([...text, file], 'b'.repeat(80)),
    `multipart/form-data; boundary=${'b'.repeat(80)}`,
  );
  send(
    'part without content-disposition',
    form([{ name: 'x', value: '1', headers: 'x-nothing: 1' }, ...text, file]),
  );
  send(
    'garbage part headers',
    form([{ name: 'x', value: '1', headers: '\u0000\u0001: ::' }, ...text, file]),
  );
  send(
    'field over the field size',
    form([...text, { name: text[0]?.name ?? 'x', value: '1'.repeat(20_000) }, file]),
  );
  send(
    'a file in a text field',
    form([{ ...text[0], filename: 'a.png', value: PNG }, ...text.slice(1), file]),
  );
  send('an unknown file field', form([...text, { ...file, name: 'zz_unknown' }]));
  send('six files', form([...text, ...Array.from({ length: 6 }, () => file)]));
  send(
    '25 text fields',
    form([...text, ...Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'x' })), file]),
  );
  send('31 parts', form(Array.from({ length: 31 }, () => text[0] ?? file)));
  send('an empty file', form([...text, { ...file, value: '' }]));
  send('junk file content', form([...text, { ...file, value: JUNK_ZIP }]));
  send('a file name with NUL', form([...text, { ...file, filename: 'a\u0000.png' }]));
  send('a file name climbing folders', form([...text, { ...file, filename: '../../etc/passwd' }]));
  send('a field name with NUL', form([{ name: 'shop\u0000id', value: '1' }, ...text, file]));
  send('a text field twice', form([...text, ...text, file]));
  send('a JSON body', JSON.stringify(fields), 'application/json');
  send(
    'an urlencoded body',
    new URLSearchParams(fields).toString(),
    'application/x-www-form-urlencoded',
  );
  send('an empty body', '');
  add(
    'a file over the size limit',
    false,
    {},
    form([...text, { ...file, value: Buffer.alloc((ep.multipart?.maxFileSize ?? 0) + 1024, 1) }]),
    { 'content-type': 'multipart/form-data; boundary=B' },
  );
}
