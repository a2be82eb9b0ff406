import net from 'node:net';
import tls from 'node:tls';

/**
 * A minimal SMTP client (RFC 5321) for the outbox sender: one message per connection,
 * EHLO, STARTTLS when the server offers it, AUTH PLAIN or LOGIN, MAIL/RCPT/DATA, QUIT.
 * Enough for a relay or a mail provider's submission port; no pooling, no pipelining,
 * no DSN. Credentials are sent only over TLS, or to a relay on this machine (loopback).
 */
export interface SmtpTarget {
  /** smtps:// : TLS from the first byte (port 465). smtp:// : plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  host: string;
  port: number;
  user?: string;
  pass?: string;
}

export function parseSmtpUrl(url: string): SmtpTarget {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${u.protocol})`);
  }
  const secure = u.protocol === 'smtps:';
  return {
    secure,
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    pass: u.password ? decodeURIComponent(u.password) : undefined,
  };
}

export interface SmtpMessage {
  /** Envelope sender and recipient (bare addresses). */
  from: string;
  to: string;
  /** The whole message, headers and body, lines ending in CRLF. */
  data: string;
}

interface Reply {
  code: number;
  lines: string[];
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Reads SMTP replies from a socket that can be swapped for its TLS upgrade. */
class Session {
  private buffer = '';
  private replies: Reply[] = [];
  private partial: string[] = [];
  private waiting: ((r: Reply | Error) => void) | null = null;
  private failure: Error | null = null;
  private readonly onData = (chunk: Buffer) => this.receive(chunk.toString('latin1'));
  private readonly onError = (err: Error) => this.fail(err);
  private readonly onClose = () => this.fail(new Error('SMTP connection closed'));
  private readonly onTimeout = () => {
    this.fail(new Error('SMTP timeout'));
    this.socket.destroy();
  };

  constructor(
    public socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  private attach(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
    socket.setTimeout(this.timeoutMs, this.onTimeout);
  }

  private detach() {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
    this.socket.setTimeout(0);
  }

  private receive(text: string) {
    this.buffer += text;
    let at: number;
    while ((at = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, at);
      this.buffer = this.buffer.slice(at + 2);
      const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
      if (!match) continue;
      this.partial.push(match[3]);
      if (match[2] === '-') continue;
      this.push({ code: Number(match[1]), lines: this.partial });
      this.partial = [];
    }
  }

  private push(reply: Reply) {
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(reply);
    } else this.replies.push(reply);
  }

  private fail(err: Error) {
    this.failure ??= err;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(err);
    }
  }

  /** The next reply; throws unless its code is one of `expect`. */
  async read(expect: number[], what: string): Promise<Reply> {
    const next = this.replies.shift();
    const reply =
      next ??
      (await new Promise<Reply | Error>((resolve) => {
        if (this.failure) resolve(this.failure);
        else this.waiting = resolve;
      }));
    if (reply instanceof Error) throw reply;
    if (!expect.includes(reply.code)) {
      throw new Error(`SMTP ${what}: ${reply.code} ${reply.lines.join(' ').slice(0, 300)}`);
    }
    return reply;
  }

  async command(line: string, expect: number[], what = line.split(' ')[0]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.read(expect, what);
  }

  /** Replaces the plain socket by a TLS one over it (STARTTLS). */
  async upgrade(host: string) {
    this.detach();
    const secure = await connectTls({ socket: this.socket, servername: sniName(host) });
    this.attach(secure);
  }

  close() {
    this.detach();
    this.socket.destroy();
  }
}

const sniName = (host: string) => (net.isIP(host) ? undefined : host);

function connectTls(options: tls.ConnectionOptions): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(options, () => resolve(socket));
    socket.once('error', reject);
  });
}

function connectPlain(host: string, port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Lines starting with a dot get another one (RFC 5321 §4.5.2); the message ends with CRLF.CRLF. */
export const dotStuff = (data: string) =>
  `${data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}${data.endsWith('\n') ? '' : '\r\n'}.`;

/** Sends one message; resolves when the server has accepted it (250 after DATA). */
export async function smtpSend(
  target: SmtpTarget,
  message: SmtpMessage,
  opts: { timeoutMs?: number; heloName?: string } = {},
): Promise<void> {
  if (/[\r\n<>]/.test(message.from + message.to)) throw new Error('SMTP: bad address');
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const socket = target.secure
    ? await connectTls({ host: target.host, port: target.port, servername: sniName(target.host) })
    : await connectPlain(target.host, target.port);
  const session = new Session(socket, timeoutMs);
  const helo = opts.heloName ?? 'localhost';
  try {
    await session.read([220], 'greeting');
    let ehlo = await session.command(`EHLO ${helo}`, [250]);
    let tlsOn = target.secure;
    const offers = (word: string) => ehlo.lines.some((l) => l.toUpperCase().startsWith(word));
    if (!tlsOn && offers('STARTTLS')) {
      await session.command('STARTTLS', [220]);
      await session.upgrade(target.host);
      tlsOn = true;
      ehlo = await session.command(`EHLO ${helo}`, [250]);
    }
    if (target.user !== undefined) {
      if (!tlsOn && !isLoopback(target.host)) {
        throw new Error('SMTP: the server offers no TLS; credentials are not sent in clear');
      }
      const auth = ehlo.lines.find((l) => l.toUpperCase().startsWith('AUTH'))?.toUpperCase() ?? '';
      const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
      if (auth.includes('PLAIN') || !auth.includes('LOGIN')) {
        const token = b64(`\0${target.user}\0${target.pass ?? ''}`);
        await session.command(`AUTH PLAIN ${token}`, [235], 'AUTH');
      } else {
        await session.command('AUTH LOGIN', [334], 'AUTH');
        await session.command(b64(target.user), [334], 'AUTH');
        await session.command(b64(target.pass ?? ''), [235], 'AUTH');
      }
    }
    await session.command(`MAIL FROM:<${message.from}>`, [250]);
    await session.command(`RCPT TO:<${message.to}>`, [250, 251]);
    await session.command('DATA', [354]);
    await session.command(dotStuff(message.data), [250], 'message');
    await session.command('QUIT', [221]).catch(() => undefined);
  } finally {
    session.close();
  }
}
