import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { MENUS, RESOURCE_MENU } from '../../contract/enums';

/**
 * The browser tab's title, the same way on every screen: the screen's name, on a record's
 * screen the record's number, then the product's name (`app.name`):
 * 'คำสั่งซื้อ OR0000000000012 · ระบบบริหารคลังสินค้า', 'รายการสินค้า · ระบบบริหารคลังสินค้า'.
 *
 * Several components may name the tab at once (the shell names it after its menu, the screen
 * inside it after itself, a record's form after the record): the claim of the highest rank
 * wins, whichever effect ran last, and when it goes the one under it shows again.
 */

/** Between the screen's name and the product's. */
const SEPARATOR = ' · ';

/** Who names the tab, lowest first. */
const RANK = { menu: 0, screen: 1, record: 2 } as const;
type Rank = (typeof RANK)[keyof typeof RANK];

interface Claim {
  title: string;
  rank: Rank;
}

/** The claims of the components on screen, in the order they were made. */
const claims: Claim[] = [];

function showTitle() {
  let shown: Claim | undefined;
  for (const c of claims) if (!shown || c.rank >= shown.rank) shown = c;
  if (shown && document.title !== shown.title) document.title = shown.title;
}

function useClaim(title: string | undefined, rank: Rank) {
  useEffect(() => {
    if (title === undefined) return;
    const claim: Claim = { title, rank };
    claims.push(claim);
    showTitle();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      showTitle();
    };
  }, [title, rank]);
}

/** '<screen> <record> · <product>': the tab's whole title. */
function useComposed(screen: string | undefined, record?: string | number | null) {
  const translate = useTranslate();
  if (screen === undefined) return undefined;
  const named =
    record === undefined || record === null || record === '' ? screen : `${screen} ${record}`;
  return `${named}${SEPARATOR}${translate('app.name')}`;
}

/**
 * Names the tab after a screen (`screen`, translated), with the record it shows (`record`):
 * the sign-in and public pages, create and import screens, pages of no menu.
 */
export function useDocumentTitle(screen: string | undefined, record?: string | number | null) {
  useClaim(useComposed(screen, record), RANK.screen);
}

/** The menu of a signed-in address: its first segment is a menu's path or a resource of one. */
function menuOf(pathname: string) {
  const [, first = ''] = pathname.split('/');
  return MENUS.find((m) => m.path === `/${first}`)?.key ?? RESOURCE_MENU[first];
}

/**
 * The shell's name for the tab: the menu of the address (a list, and any screen under it that
 * names nothing better), or the product's name alone at an address of no menu. Used once, by
 * the layout.
 */
export function useMenuTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const menu = menuOf(pathname);
  const title = useComposed(menu ? translate(`app.menu.${menu}`) : undefined);
  useClaim(title ?? translate('app.name'), RANK.menu);
}

/**
 * Names the tab after the record of the react-admin record screen it is used in: the
 * resource's noun (`app.titles.<resource>`) and the record's number (the resource's
 * `recordRepresentation`). Nothing while the record loads, nor on a create screen.
 */
export function useRecordTitle() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const number = record?.id !== undefined ? represent(record) : undefined;
  const named = typeof number === 'string' || typeof number === 'number' ? number : undefined;
  useClaim(
    useComposed(named === undefined ? undefined : translate(`app.titles.${resource}`), named),
    RANK.record,
  );
}

/** `useRecordTitle` as an element, for a record screen with no body component of its own. */
export function RecordTitle() {
  useRecordTitle();
  return null;
}
