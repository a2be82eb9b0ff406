/** What a registry answered about a number or a code. */
export type Lookup<T> =
  { status: 'found'; data: T } | { status: 'not_found' } | { status: 'unavailable' };

const TIMEOUT_MS = 8_000;

/**
 * One call to a real registry's JSON API: 2xx is `found` with the body, 404 and 400 (an
 * unknown number, an invalid or used code) `not_found`, anything else (another error
 * status, a timeout, no network) `unavailable`. The body is
 * returned as `unknown`; each driver checks it with its own schema.
 */
export async function fetchJson(
  url: string,
  init: {
    method?: 'GET' | 'POST';
    bearer?: string;
    form?: Record<string, string>;
    json?: unknown;
  } = {},
): Promise<Lookup<unknown>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404 || res.status === 400) return { status: 'not_found' };
    if (!res.ok) return { status: 'unavailable' };
    return { status: 'found', data: (await res.json()) as unknown };
  } catch {
    return { status: 'unavailable' };
  }
}

/** `base` + one path segment, whatever the segment holds. */
export const joinUrl = (base: string, segment: string) =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(segment)}`;

/** Whether a registry knows a number (`unavailable`: it could not be asked). */
export type Presence = 'found' | 'not_found' | 'unavailable';

/**
 * A real registry that answers whether it knows a number: `GET {baseUrl}/{number}` with
 * `Authorization: Bearer {apiKey}` when a key is set; 2xx = exists, 404 (or 400) = not found,
 * anything else = unavailable.
 */
export class HttpPresence {
  readonly driver = 'http';
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  protected async presence(number: string): Promise<Presence> {
    return (await fetchJson(joinUrl(this.baseUrl, number), { bearer: this.apiKey })).status;
  }
}
