import { useRef, type RefObject } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { coveredBy, hotkeysOf } from './catalogue';

// The lists' and forms' shortcuts (catalogue.ts). Each hook listens while its list or form is
// drawn, and stands aside while a dialog or menu it is not in is open.

/** Where a list draws its rows and pager (react-admin's `<List>` main area). */
const LIST = '.RaList-main';

/**
 * True when the list `el` is in (a row, the pager) answers list keys now: no dialog or menu
 * over it, and it is the list holding the focus or, with the focus in no list, the first one
 * on the screen (a screen may show two lists: a role and its members).
 */
function listOwnsKeys(el: HTMLElement | null): boolean {
  if (!el || coveredBy(el)) return false;
  const scope = el.closest(LIST) ?? el;
  const active = document.activeElement;
  const focused = active && active !== document.body ? active.closest(LIST) : null;
  if (focused) return focused === scope;
  const first = document.querySelector(LIST);
  return !first || first === scope;
}

/** The rows of a list drawn in `box`: the table's body rows, or the phone list's items. */
const rowsIn = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>('tbody tr, li.MuiListItem-root')].filter(
    (row) => row.offsetParent !== null,
  );

/** The row holding the focus, if it is one of `rows`. */
const focusedRow = (rows: HTMLElement[]) => {
  const active = document.activeElement;
  return rows.findIndex((row) => row === active || (active && row.contains(active)));
};

/** The control that opens a row: its first link or button (the list's open or view button). */
const openerOf = (row: HTMLElement) =>
  row.querySelector<HTMLElement>('a[href], button:not([disabled]):not([role="checkbox"])');

/**
 * J and K move the focus down and up a list's rows (the row itself, outlined, announced by its
 * text), O or Enter opens the focused row as its open button does, X ticks its checkbox where
 * the list selects. Returns the ref of the element the rows are drawn in.
 */
export function useRowShortcuts<E extends HTMLElement>(): RefObject<E | null> {
  const box = useRef<E>(null);
  const live = () => listOwnsKeys(box.current);
  const move = (step: number) => {
    if (!box.current) return;
    const rows = rowsIn(box.current);
    if (rows.length === 0) return;
    const at = focusedRow(rows);
    const next = rows[Math.max(0, Math.min(rows.length - 1, at < 0 ? 0 : at + step))];
    if (!next.hasAttribute('tabindex')) next.tabIndex = -1;
    next.focus();
    next.scrollIntoView({ block: 'nearest' });
  };
  const current = () => {
    if (!box.current) return undefined;
    const rows = rowsIn(box.current);
    return rows[focusedRow(rows)];
  };
  useHotkeys(hotkeysOf('next_row'), () => move(1), { enabled: live });
  useHotkeys(hotkeysOf('previous_row'), () => move(-1), { enabled: live });
  // Enter on the focused row itself (not on a control in it, which Enter already presses).
  useHotkeys(
    `${hotkeysOf('open_row')}, enter`,
    (event) => {
      const row = current();
      if (!row || (event.key === 'Enter' && document.activeElement !== row)) return;
      event.preventDefault();
      openerOf(row)?.click();
    },
    { enabled: live },
  );
  useHotkeys(
    hotkeysOf('select_row'),
    () => current()?.querySelector<HTMLElement>('input[type="checkbox"]:not([disabled])')?.click(),
    { enabled: live },
  );
  return box;
}

/**
 * N and P turn a list's pages (the pager's own `setPage`), within its `pageCount`. Returns the
 * ref of the pager's element.
 */
export function usePageShortcuts<E extends HTMLElement>(
  page: number,
  pageCount: number,
  setPage: (p: number) => void,
): RefObject<E | null> {
  const pager = useRef<E>(null);
  const live = () => listOwnsKeys(pager.current);
  useHotkeys(hotkeysOf('next_page'), () => page < pageCount && setPage(page + 1), {
    enabled: live,
  });
  useHotkeys(hotkeysOf('previous_page'), () => page > 1 && setPage(page - 1), { enabled: live });
  return pager;
}
