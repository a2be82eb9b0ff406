import { randomBytes } from 'node:crypto';

/** A mailbox of a header: `address` or `Name <address>`. */
export interface Mailbox {
  name?: string;
  address: string;
}

export function parseMailbox(text: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(text);
  if (match) return { name: match[1].replace(/^"(.*)"$/, '$1') || undefined, address: match[2] };
  return { address: text.trim() };
}

const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** A header value that may hold Thai: an RFC 2047 encoded word (UTF-8, base64). */
export const encodeWord = (s: string) =>
  ascii(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;

function formatMailbox(m: Mailbox) {
  if (!m.name) return m.address;
  const name = ascii(m.name) ? `"${m.name.replace(/["\\]/g, '\\$&')}"` : encodeWord(m.name);
  return `${name} <${m.address}>`;
}

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (s: string) =>
  (
    Buffer.from(s, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? ['']
  ).join('\r\n');

const rfc5322Date = (d: Date) => d.toUTCString().replace(/GMT$/, '+0000');

export interface Composed {
  from: Mailbox;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  date?: Date;
}

/** The full message (headers and a text, or text and HTML, body) with CRLF line ends. */
export function composeMessage(mail: Composed): string {
  for (const v of [mail.from.address, mail.from.name ?? '', mail.to, mail.subject]) {
    if (/[\r\n]/.test(v)) throw new Error('mail header with a line break');
  }
  const domain = mail.from.address.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatMailbox(mail.from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeWord(mail.subject)}`,
    `Date: ${rfc5322Date(mail.date ?? new Date())}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) => [
    `Content-Type: ${type}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ];
  let body: string[];
  if (mail.html) {
    const boundary = `=_${randomBytes(12).toString('hex')}`;
    headers.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
    body = [
      `--${boundary}`,
      ...part('text/plain', mail.text),
      `--${boundary}`,
      ...part('text/html', mail.html),
      `--${boundary}--`,
    ];
  } else {
    const [type, encoding, , content] = part('text/plain', mail.text);
    headers.push(type, encoding);
    body = [content];
  }
  return [...headers, '', ...body, ''].join('\r\n');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
