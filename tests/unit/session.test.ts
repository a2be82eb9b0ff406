import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  contactNumberOf,
  firstActivePath,
  forEveryShop,
  getSession,
  landingPath,
  MENUS_STALE_EVENT,
  noteServerMenus,
  ownShop,
  setShopId,
  storeSession,
} from '../../src/providers/session';
import { sessionData } from '../fixtures/session';

describe('browser session', () => {
  beforeEach(() => localStorage.clear());

  it('derives the contact number from the company numbers for type 1', () => {
    expect(contactNumberOf(sessionData())).toBe('0811111111');
    expect(contactNumberOf(sessionData({ com_tel: '0200000000' }))).toBe('0200000000');
  });

  it("derives the contact number from the individual's numbers otherwise", () => {
    expect(contactNumberOf(sessionData({ user_type_id: 2 }))).toBe('0222222222');
    expect(contactNumberOf(sessionData({ user_type_id: 3, indiv_tel: null }))).toBe('0833333333');
  });

  it('stores the spec keys and reads them back', () => {
    storeSession(sessionData());
    expect(localStorage.getItem('uid')).toBe('7');
    expect(localStorage.getItem('shopId')).toBe('3');
    expect(localStorage.getItem('shopeeConnect')).toBe('true');
    expect(localStorage.getItem('idNumber')).toBe('0105561234567');
    const s = getSession();
    expect(s?.shopList.map((x) => x.shop_id)).toEqual([3, 4]);
    expect(s?.menuAccess).toHaveLength(12);
  });

  it('keeps the chosen shop across a refresh while it is still in the list', () => {
    storeSession(sessionData());
    setShopId(4);
    storeSession(sessionData());
    expect(getSession()?.shopId).toBe(4);
    storeSession(sessionData({ shop_list: [{ shop_id: 9, shop_no: 'SH9', shop_name: 'เก้า' }] }));
    expect(getSession()?.shopId).toBe(9);
  });

  it('gives staff every shop as a choice, kept across a refresh; a shop user always works for a shop', () => {
    storeSession(sessionData({ user_type_id: 3 }));
    expect(getSession()?.shopId).toBe(3);
    expect(forEveryShop()).toBe(false);
    expect(ownShop()).toBe(3);
    setShopId(null);
    expect(localStorage.getItem('shopId')).toBe('');
    expect(getSession()?.shopId).toBeNull();
    expect(forEveryShop()).toBe(true);
    expect(ownShop()).toBeUndefined();
    storeSession(sessionData({ user_type_id: 3 }));
    expect(getSession()?.shopId).toBeNull();

    // A shop user's stored "every shop" (left by staff in the same browser) is its first shop.
    storeSession(sessionData({ user_type_id: 1 }));
    expect(getSession()?.shopId).toBe(3);
    expect(forEveryShop()).toBe(false);
  });

  it('lands on home when menu 1 is active, else on the first active menu', () => {
    storeSession(sessionData());
    expect(landingPath()).toBe('/');
    storeSession(sessionData({}, [3, 4, 12]));
    expect(landingPath()).toBe('/bookings');
    expect(firstActivePath()).toBe('/bookings');
    storeSession(sessionData({}, []));
    expect(landingPath()).toBe('/no-access');
  });

  it('is signed out after clearing', () => {
    storeSession(sessionData());
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("asks for a fresh session only when the server's menus differ from the stored ones", () => {
    storeSession(sessionData({}, [1, 4, 5]));
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
