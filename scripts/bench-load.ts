// Evenly spaced load on the product list (open loop): request i leaves at t0 + i × interval
// whatever happened to the earlier ones, and its latency counts from that scheduled time,
// so a stalled server shows in the figures instead of slowing the sender down.
import http from 'node:http';
import { percentile } from './bench-table';

export interface LoadResult {
  sent: number;
  errors: number;
  /** Latency from the scheduled time, ascending. */
  latencies: number[];
  p50: number;
  p99: number;
  /** How late the sender was, at worst, against the schedule. */
  maxSendLagMs: number;
  firstError?: string;
}

export interface LoadOptions {
  origin: string;
  cookie: string;
  /** Paths with query, taken in turn. */
  paths: string[];
  rate: number;
  seconds: number;
  /** A request without a full answer by then is an error. */
  timeoutMs?: number;
}

export async function openLoopLoad(opts: LoadOptions): Promise<LoadResult> {
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  // Connections are opened as needed: a slow answer never holds back the next request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let maxSendLagMs = 0;
  let settled = 0;
  let allSettled: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allSettled = resolve));

  const fail = (why: string) => {
    errors += 1;
    firstError ??= why;
  };
  const send = (i: number, scheduled: number) => {
    let over = false;
    const finish = (error?: string) => {
      if (over) return;
      over = true;
      if (error) fail(error);
      else latencies.push(performance.now() - scheduled);
      if (++settled === total) allSettled();
    };
    const req = http.get(
      `${opts.origin}${opts.paths[i % opts.paths.length]}`,
      { agent, headers: { cookie: opts.cookie }, timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode === 200 ? undefined : `HTTP ${res.statusCode}`));
        res.on('error', (err) => finish(err.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (err) => finish(err.message));
  };

  const t0 = performance.now();
  let next = 0;
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      // Every request whose time has come leaves now (a late timer sends the ones it owes).
      while (next < total && t0 + next * interval <= now) {
        const scheduled = t0 + next * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - scheduled);
        send(next, scheduled);
        next += 1;
      }
      if (next >= total) return finished();
      setTimeout(tick, Math.max(0, t0 + next * interval - performance.now()));
    };
    tick();
  });
  await done;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    errors,
    latencies,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    maxSendLagMs,
    firstError,
  };
}
