/** Limits shared by app and server. */
export const PAGE_SIZE = 10;
export const MAX_PER_PAGE = 500;
/** Ids one list request may name (`ids`: react-admin's getMany). */
export const MAX_IDS = 100;
export const NOTIFICATION_LIMIT = 10;
export const MAX_NOTIFICATION_LIMIT = 50;
export const REQUEST_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 5 * 1024 * 1024;
/** Spreadsheet imports: file size, unpacked size and row count (spec: 5 MB, 10,000 rows). */
export const IMPORT_FILE_LIMIT = 5 * 1024 * 1024;
export const IMPORT_UNPACKED_LIMIT = 40 * 1024 * 1024;
export const IMPORT_ROW_LIMIT = 10_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The tab of a list that shows every row (the app's; a list query has no `tab` then). */
export const ALL_TAB = 'all';
/** A list's tab's rows are counted exactly up to this many; past it the tab shows "1,000+". */
export const TAB_COUNT_LIMIT = 1000;
