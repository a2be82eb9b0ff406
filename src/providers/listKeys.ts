/**
 * The page keys of the lists on screen (server/db/paging.ts): a reply carries the keys of its
 * page's first and last rows, and the pages beside it are then asked for by key (`after`,
 * `before`), the last page from the other end (`last`), so the server reads them from an
 * index instead of walking past every row before them. One list per resource is remembered:
 * another filter, sort or page size forgets it, and a page asked for otherwise (a link to page
 * 57, a jump of two pages) is asked for by its number alone.
 */

/** How a page is asked for beside its number. */
export interface PageWay {
  after?: string;
  before?: string;
  last?: 1;
}

interface Shown {
  /** The list: its query without the page (filter, sort, page size). */
  list: string;
  page: number;
  /** How the page was asked for, to read it again the same way. */
  way: PageWay;
  first?: string;
  last?: string;
  /** The last page by the reply's total. */
  lastPage: number;
}

const shown = new Map<string, Shown>();

/** What names a list: its own query keys, sort and page size (never the page). */
export const listIdentity = (query: Record<string, unknown>, perPage: number) =>
  JSON.stringify([Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)), perPage]);

/** How to ask for `page` of the list: by a key of the page shown beside it, else by number. */
export function pageWay(resource: string, list: string, page: number): PageWay {
  const known = shown.get(resource);
  if (page === 1 || !known || known.list !== list) return {};
  if (page === known.page) return known.way;
  if (page === known.page + 1 && known.last) return { after: known.last };
  if (page === known.page - 1 && known.first) return { before: known.first };
  if (page === known.lastPage && known.first) return { last: 1 };
  return {};
}

/** Notes the page a reply answered, with its keys (none: the list has no keys). */
export function notePage(
  resource: string,
  list: string,
  page: number,
  way: PageWay,
  reply: { total?: number; first_key?: string; last_key?: string },
  perPage: number,
) {
  shown.set(resource, {
    list,
    page,
    way,
    first: reply.first_key,
    last: reply.last_key,
    lastPage: Math.max(1, Math.ceil((reply.total ?? 0) / perPage)),
  });
}
