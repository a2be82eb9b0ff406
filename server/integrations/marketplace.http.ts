import { createHmac } from 'node:crypto';

// What the real marketplaces' drivers share: their request signature and JSON calls.

export const sha256 = (key: string, text: string) =>
  createHmac('sha256', key).update(text).digest('hex');

export async function postJson(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}
