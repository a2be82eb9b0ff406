import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionData } from '../../contract/schemas/auth';
import { MENUS } from '../../contract/enums';
import {
  clearSession,
  contactNumberOf,
  firstActivePath,
  getSession,
  landingPath,
  MENUS_STALE_EVENT,
  noteServerMenus,
  setShopId,
  storeSession,
} from '../../src/providers/session';

function data(
  over: Partial<SessionData> = {},
  active: number[] = MENUS.map((m) => m.id),
): SessionData {
  return {
    id: 7,
    email: 'a@b.th',
    user_type_id: 1,
    shop_list: [
      { shop_id: 3, shop_no: 'SH3', shop_name: 'ร้านสาม' },
      { shop_id: 4, shop_no: 'SH4', shop_name: 'ร้านสี่' },
    ],
    menu_access: MENUS.map((m) => ({
      menu_id: m.id,
      menu_key: m.key,
      is_active: active.includes(m.id),
      display_menu_name_th: m.key,
    })),
    com_tel: '',
    com_mobile: '0811111111',
    indiv_tel: '0222222222',
    indiv_mobile: '0833333333',
    indiv_id_card: null,
    indiv_passport: null,
    tax_id: '0105561234567',
    indiv_first_name: 'ธนากร',
    indiv_last_name: 'ศรีสุข',
    lazada_connect: false,
    shopee_connect: true,
    ...over,
  };
}

describe('browser session', () => {
  beforeEach(() => localStorage.clear());

  it('derives the contact number from the company numbers for type 1', () => {
    expect(contactNumberOf(data())).toBe('0811111111');
    expect(contactNumberOf(data({ com_tel: '0200000000' }))).toBe('0200000000');
  });

  it("derives the contact number from the individual's numbers otherwise", () => {
    expect(contactNumberOf(data({ user_type_id: 2 }))).toBe('0222222222');
    expect(contactNumberOf(data({ user_type_id: 3, indiv_tel: null }))).toBe('0833333333');
  });

  it('stores the spec keys and reads them back', () => {
    storeSession(data());
    expect(localStorage.getItem('uid')).toBe('7');
    expect(localStorage.getItem('shopId')).toBe('3');
    expect(localStorage.getItem('shopeeConnect')).toBe('true');
    expect(localStorage.getItem('idNumber')).toBe('0105561234567');
    const s = getSession();
    expect(s?.shopList.map((x) => x.shop_id)).toEqual([3, 4]);
    expect(s?.menuAccess).toHaveLength(12);
  });

  it('keeps the chosen shop across a refresh while it is still in the list', () => {
    storeSession(data());
    setShopId(4);
    storeSession(data());
    expect(getSession()?.shopId).toBe(4);
    storeSession(data({ shop_list: [{ shop_id: 9, shop_no: 'SH9', shop_name: 'เก้า' }] }));
    expect(getSession()?.shopId).toBe(9);
  });

  it('lands on home when menu 1 is active, else on the first active menu', () => {
    storeSession(data());
    expect(landingPath()).toBe('/');
    storeSession(data({}, [3, 4, 12]));
    expect(landingPath()).toBe('/bookings');
    expect(firstActivePath()).toBe('/bookings');
    storeSession(data({}, []));
    expect(landingPath()).toBe('/no-access');
  });

  it('is signed out after clearing', () => {
    storeSession(data());
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("asks for a fresh session only when the server's menus differ from the stored ones", () => {
    storeSession(data({}, [1, 4, 5]));
    let stale = 0;
    const count = () => stale++;
    window.addEventListener(MENUS_STALE_EVENT, count);
    try {
      noteServerMenus('inventory,order-list,product-list');
      expect(stale).toBe(0);
      noteServerMenus('inventory,product-list');
      expect(stale).toBe(1);
      clearSession();
      noteServerMenus('product-list');
      expect(stale).toBe(1);
    } finally {
      window.removeEventListener(MENUS_STALE_EVENT, count);
    }
  });
});
