import { HttpError } from 'ra-core';
import type { BodyOf, DataOf, EndpointKey, QueryOf } from '../../contract/endpoints';
import { routes } from '../../contract/routes';
import { MENU_ACCESS_HEADER } from '../../contract/enums';
import { noteServerMenus } from './session';

/** Base address of the backend; same origin `/api` unless VITE_API_URL says otherwise. */
const BASE = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export interface ApiReply<T> {
  code: number;
  message: string;
  data: T;
  total?: number;
  /** `total` is an estimate (a list of more than 1,000 rows): the pager says "about". */
  total_estimated?: true;
  /** The keys of the page's first and last rows: `before`/`after` of the pages beside it. */
  first_key?: string;
  last_key?: string;
  errors?: Record<string, string>;
}

function toQueryString(query: Record<string, unknown> | undefined) {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Address of a GET endpoint (file downloads, images) with its query. */
export function apiUrl<K extends EndpointKey>(key: K, query?: QueryOf<K>): string {
  return `${BASE}/${routes[key].name}${toQueryString(query as Record<string, unknown> | undefined)}`;
}

type Options<K extends EndpointKey> = {
  query?: QueryOf<K>;
  body?: BodyOf<K>;
  form?: FormData;
  signal?: AbortSignal;
  /** Headers of the call besides the client's own (the development mailbox's key). */
  headers?: Record<string, string>;
};

/** Sends a request to an endpoint of the contract table. */
function send<K extends EndpointKey>(key: K, opts: Options<K>, accept: string) {
  const ep = routes[key];
  const init: RequestInit = {
    method: ep.method,
    credentials: 'same-origin',
    headers: { ...opts.headers, accept },
    signal: opts.signal,
  };
  if (opts.form) {
    // multipart/form-data: the browser sets the content type with its boundary.
    init.body = opts.form;
  } else if (ep.method !== 'GET') {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(opts.body ?? {});
  }
  const url = `${BASE}/${ep.name}${toQueryString(opts.query as Record<string, unknown> | undefined)}`;
  return fetch(url, init).then((res) => {
    const menus = res.headers.get(MENU_ACCESS_HEADER);
    if (menus !== null) noteServerMenus(menus);
    return res;
  });
}

async function jsonOf<T>(res: Response): Promise<ApiReply<T> | undefined> {
  try {
    return (await res.json()) as ApiReply<T>;
  } catch {
    return undefined;
  }
}

/**
 * The one http client: calls an endpoint of the contract table and answers its reply.
 * A non-2xx answer throws react-admin's HttpError carrying the status and the JSON body,
 * whose `message` is the server's Thai message.
 */
export async function api<K extends EndpointKey>(
  key: K,
  opts: Options<K> = {},
): Promise<ApiReply<DataOf<K>>> {
  const res = await send(key, opts, 'application/json');
  const body = await jsonOf<DataOf<K>>(res);
  if (!res.ok || !body) {
    throw new HttpError(body?.message ?? res.statusText, res.status, body);
  }
  return body;
}

/** The same client for an endpoint that answers a file: the file, or the HttpError. */
export async function apiFile<K extends EndpointKey>(key: K, opts: Options<K> = {}): Promise<Blob> {
  const res = await send(key, opts, '*/*');
  if (!res.ok) {
    const body = await jsonOf<unknown>(res);
    throw new HttpError(body?.message ?? res.statusText, res.status, body);
  }
  return res.blob();
}

/** A file an endpoint answered, with the name the server gave it (its Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** `filename*=UTF-8''…` (or a plain `filename="…"`) of a Content-Disposition header. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/**
 * The same client for a download the user waits for (an export): the file and its name, or
 * the HttpError with the server's Thai message. `onProgress` hears the bytes received so far
 * and, when the server says it, how many there are.
 */
export async function apiDownload<K extends EndpointKey>(
  key: K,
  opts: Options<K> = {},
  onProgress?: (received: number, total: number | undefined) => void,
): Promise<DownloadedFile> {
  const res = await send(key, opts, '*/*');
  if (!res.ok) {
    const body = await jsonOf<unknown>(res);
    throw new HttpError(body?.message ?? res.statusText, res.status, body);
  }
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(res.headers.get('content-length')) || undefined;
  if (!res.body || !onProgress) return { blob: await res.blob(), fileName };
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress(0, length);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(received, length);
  }
  return { blob: new Blob(parts as BlobPart[], { type }), fileName };
}
