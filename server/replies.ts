import type { Readable } from 'node:stream';

/** A page of a list: the reply carries `total` (and the page's keys) beside `data`. */
export class Page<T> {
  constructor(
    public readonly rows: T[],
    public readonly total: number,
    /** The total is the planner's estimate, not a count (server/db/paging.ts). */
    public readonly estimated = false,
    /** The keys of the page's first and last rows, which ask for the pages beside it. */
    public readonly keys?: { first: string; last: string },
  ) {}
}

/** A reply that is a file rather than JSON. */
export class FileReply {
  constructor(
    /** The bytes, or a stream the reply sends as it comes (a large export). */
    public readonly content: Buffer | Readable,
    public readonly contentType: string,
    public readonly downloadName?: string,
    /** How long the browser may keep it; a file that changes with its records says `no-store`. */
    public readonly cacheControl = 'private, max-age=300',
  ) {}
}

/** A timestamp as replies send it, ISO 8601 in UTC; none stays null. */
export function iso(d: Date): string;
export function iso(d: Date | null): string | null;
export function iso(d: Date | null) {
  return d ? d.toISOString() : null;
}

/** Rows with their creation time as replies send it. */
export const withCreatedIso = <R extends { created_dt: Date }>(rows: R[]) =>
  rows.map((r) => ({ ...r, created_dt: r.created_dt.toISOString() }));
