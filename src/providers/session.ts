import { useSyncExternalStore } from 'react';
import {
  MENUS,
  menuAccessTag,
  themeOf,
  USER_TYPE,
  type MenuKey,
  type Theme,
} from '../../contract/enums';
import type { MenuAccessItem, SessionData, ShopItem } from '../../contract/schemas/auth';
import { DEFAULT_YEAR_ERA, type YearEra } from '../../contract/dates';

/**
 * The browser-storage session of spec part 1 §3 "Session": the keys the spec names,
 * written at sign-in and cleared at sign-out. The server decides access; this only
 * drives what the app shows.
 */
const KEYS = {
  shopId: 'shopId',
  shopList: 'shopList',
  contactNumber: 'contactNumber',
  userTypeId: 'userTypeId',
  email: 'email',
  uid: 'uid',
  menuAccess: 'menuAccess',
  lazadaConnect: 'lazadaConnect',
  shopeeConnect: 'shopeeConnect',
  idNumber: 'idNumber',
  firstName: 'firstName',
  lastName: 'lastName',
  yearEra: 'yearEra',
  theme: 'colourTheme',
} as const;

const EVENT = 'portal-session';
const emit = () => window.dispatchEvent(new Event(EVENT));

/** Contact number: company phone or mobile for type 1; the individual's otherwise. */
export function contactNumberOf(d: SessionData): string {
  const pick =
    d.user_type_id === USER_TYPE.COMPANY
      ? [d.com_tel, d.com_mobile]
      : [d.indiv_tel, d.indiv_mobile];
  return pick.find((v) => v) ?? '';
}

export function storeSession(d: SessionData) {
  const keepShop = localStorage.getItem(KEYS.shopId);
  // Staff keep "every shop" (stored empty) when they chose it; anyone keeps a shop of theirs.
  const keep =
    keepShop === ''
      ? d.user_type_id === USER_TYPE.STAFF
      : !!keepShop && d.shop_list.some((s) => String(s.shop_id) === keepShop);
  const shopId = keep && keepShop !== null ? keepShop : String(d.shop_list[0]?.shop_id ?? '');
  const values: Record<string, string> = {
    [KEYS.uid]: String(d.id),
    [KEYS.email]: d.email,
    [KEYS.userTypeId]: String(d.user_type_id),
    [KEYS.shopId]: shopId,
    [KEYS.shopList]: JSON.stringify(
      d.shop_list.map(({ shop_id, shop_name, shop_no }) => ({ shop_id, shop_name, shop_no })),
    ),
    [KEYS.menuAccess]: JSON.stringify(d.menu_access),
    [KEYS.contactNumber]: contactNumberOf(d),
    [KEYS.lazadaConnect]: String(d.lazada_connect),
    [KEYS.shopeeConnect]: String(d.shopee_connect),
    [KEYS.idNumber]: d.indiv_id_card ?? d.tax_id ?? d.indiv_passport ?? '',
    [KEYS.firstName]: d.indiv_first_name,
    [KEYS.lastName]: d.indiv_last_name,
    [KEYS.yearEra]: d.year_era,
    [KEYS.theme]: d.theme,
  };
  for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  emit();
}

/** Sign-out clears all browser storage. */
export function clearSession() {
  localStorage.clear();
  sessionStorage.clear();
  emit();
}

/** Stores a marketplace's connected flag as the connect and disconnect calls answer it. */
export function setMarketplaceFlag(platform: 'lazada' | 'shopee', connected: boolean) {
  localStorage.setItem(
    platform === 'lazada' ? KEYS.lazadaConnect : KEYS.shopeeConnect,
    String(connected),
  );
  emit();
}

/**
 * Chooses the working shop: one of the user's shops, or, for staff only, every shop (null,
 * stored as an empty `shopId`).
 */
export function setShopId(shopId: number | null) {
  localStorage.setItem(KEYS.shopId, shopId === null ? '' : String(shopId));
  emit();
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export interface Session {
  uid: number;
  email: string;
  userTypeId: number;
  isStaff: boolean;
  shopId: number | null;
  shopList: ShopItem[];
  menuAccess: MenuAccessItem[];
  contactNumber: string;
  firstName: string;
  lastName: string;
  idNumber: string;
  /** The spec's connected flags of the two marketplaces (spec part 2 §3.5). */
  lazadaConnect: boolean;
  shopeeConnect: boolean;
  /** How the Thai interface shows years (the user's profile): Buddhist or Christian era. */
  yearEra: YearEra;
  /** The interface's colours (the user's profile): light, dark or the device's. */
  theme: Theme;
}

let cached: { raw: string; session: Session | null } | undefined;

/** The stored session, or null when signed out (no stored shop id or uid). */
export function getSession(): Session | null {
  const raw = Object.values(KEYS)
    .map((k) => localStorage.getItem(k) ?? '')
    .join('\u0000');
  if (cached?.raw === raw) return cached.session;
  const uid = localStorage.getItem(KEYS.uid);
  const shopId = localStorage.getItem(KEYS.shopId);
  const session =
    uid && shopId !== null
      ? {
          uid: Number(uid),
          email: localStorage.getItem(KEYS.email) ?? '',
          userTypeId: Number(localStorage.getItem(KEYS.userTypeId)),
          isStaff: Number(localStorage.getItem(KEYS.userTypeId)) === USER_TYPE.STAFF,
          shopId: shopId ? Number(shopId) : null,
          shopList: readJson<ShopItem[]>(KEYS.shopList, []),
          menuAccess: readJson<MenuAccessItem[]>(KEYS.menuAccess, []),
          contactNumber: localStorage.getItem(KEYS.contactNumber) ?? '',
          firstName: localStorage.getItem(KEYS.firstName) ?? '',
          lastName: localStorage.getItem(KEYS.lastName) ?? '',
          idNumber: localStorage.getItem(KEYS.idNumber) ?? '',
          lazadaConnect: localStorage.getItem(KEYS.lazadaConnect) === 'true',
          shopeeConnect: localStorage.getItem(KEYS.shopeeConnect) === 'true',
          yearEra: localStorage.getItem(KEYS.yearEra) === 'ce' ? 'ce' : DEFAULT_YEAR_ERA,
          theme: themeOf(localStorage.getItem(KEYS.theme)),
        }
      : null;
  cached = { raw, session };
  return session;
}

const subscribe = (cb: () => void) => {
  window.addEventListener(EVENT, cb);
  window.addEventListener('storage', cb);
  return () => {
    window.removeEventListener(EVENT, cb);
    window.removeEventListener('storage', cb);
  };
};

/** The session as React state: re-renders when it changes (also from another tab). */
export const useSession = () => useSyncExternalStore(subscribe, getSession);

/**
 * Whether the user works for every shop: staff who chose "every shop" (ทุกร้านค้า) in the top
 * bar's working-shop selector (`shopId` null). Their lists, dashboard, reports and bookings
 * span all shops; a screen of one shop asks them to choose one; they name the shop of what they
 * create. Anyone else works for the working shop (`shopId`): staff who chose a shop, and shop
 * users (whose choice is always one of their own shops).
 */
export function forEveryShop(session: Session | null = getSession()): boolean {
  return !!session?.isStaff && session.shopId === null;
}

/** `forEveryShop` as React state. */
export const useForEveryShop = () => forEveryShop(useSession());

/**
 * The shop a request is about when the user names none: the working shop, or none (every
 * shop) for staff who chose every shop.
 */
export function ownShop(session: Session | null = getSession()): number | undefined {
  return session?.shopId ?? undefined;
}

export function isMenuActive(key: MenuKey, session = getSession()): boolean {
  return !!session?.menuAccess.some((m) => m.menu_key === key && m.is_active);
}

/** Path of the first active menu, in the shell's order. */
export function firstActivePath(session = getSession()): string {
  const first = MENUS.find((m) => isMenuActive(m.key, session));
  return first ? first.path : '/no-access';
}

/** Where sign-in lands: home (the product list) when menu 1 is active, else the first active menu. */
export function landingPath(session = getSession()): string {
  return isMenuActive('product-list', session) ? '/' : firstActivePath(session);
}

/** Fired when the server's view of the caller's menus differs from the stored one. */
export const MENUS_STALE_EVENT = 'portal-menus-stale';

/**
 * Compares the menus a reply says the caller has (its menu-access header) with the stored
 * ones; when they differ the session is out of date (the role's menus changed), and the shell
 * reads it again (src/layout/Layout.tsx).
 */
export function noteServerMenus(tag: string) {
  const session = getSession();
  if (!session) return;
  const stored = menuAccessTag(
    session.menuAccess.filter((m) => m.is_active).map((m) => m.menu_key),
  );
  if (stored !== tag) window.dispatchEvent(new Event(MENUS_STALE_EVENT));
}
