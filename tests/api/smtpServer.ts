import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message a test SMTP server accepted. */
export interface Received {
  mailFrom: string;
  rcptTo: string[];
  /** The session ran over TLS (smtps, or upgraded by STARTTLS). */
  secure: boolean;
  user?: string;
  password?: string;
  raw: string;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 for the outbox sender. Without TLS options
 * it offers STARTTLS with smtp-server's own self-signed certificate for localhost.
 * Recipients are refused with 550 while `state.rejectRecipients` is set.
 */
export async function startSmtp(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const state = { rejectRecipients: false };
  const logins = new Map<string, { user?: string; password?: string }>();
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, session, done) {
      logins.set(session.id, { user: auth.username, password: auth.password ?? undefined });
      done(null, { user: auth.username });
    },
    onRcptTo(_address, _session, done) {
      if (!state.rejectRecipients) return done();
      done(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          ...logins.get(session.id),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );

/** A header value with its RFC 2047 encoded words (adjacent ones joined) decoded. */
function decodeWords(value: string) {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  return value.replace(new RegExp(`${word.source}(?:\\s+${word.source})*`, 'g'), (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, enc, data]) =>
        enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qp(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody({ headers, body }: Part) {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') return qp(body).toString('utf8');
  return body;
}

/** The headers (decoded) and the text and HTML parts of a received message. */
export function parseMessage(raw: string) {
  const message = splitPart(raw);
  const type = message.headers['content-type'] ?? 'text/plain';
  const parts: Part[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = message.body.split(`--${boundary}`).slice(1, -1);
    parts.push(...sections.map((s) => splitPart(s.replace(/^\r\n/, ''))));
  } else parts.push(message);
  const partOf = (mime: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(mime));
    return part && decodeBody(part);
  };
  return { headers: message.headers, text: partOf('text/plain'), html: partOf('text/html') };
}
