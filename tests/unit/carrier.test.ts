import { describe, expect, it } from 'vitest';
import { s10CheckDigit, SandboxCarrier } from '../../server/integrations/carrier';

const shipment = {
  id: 42,
  reference: 'OR1795664074537',
  channel: 'ems',
  express: true,
  cod_amount: null,
  recipient: { name: 'นายทดสอบ ระบบ', phone: '0812345678', address: '1 ถนน', postcode: '10310' },
  pieces: 2,
};

describe('the S10 check digit', () => {
  it("matches the standard's worked example (EE 12345678 5 US)", () => {
    expect(s10CheckDigit('12345678')).toBe(5);
  });
  it('maps a remainder of 10 to 0 and of 11 to 5', () => {
    // 00000001: 7 → 11 − 7 = 4; 00000011: 9 + 7 = 16 ≡ 5 → 6.
    expect(s10CheckDigit('00000001')).toBe(4);
    expect(s10CheckDigit('00000011')).toBe(6);
    // Σ ≡ 0 (mod 11) gives 11 → 5; Σ = 56 ≡ 1 gives 10 → 0.
    expect(s10CheckDigit('00000000')).toBe(5);
    expect(s10CheckDigit('00000008')).toBe(0);
  });
});

describe('the sandbox carrier', () => {
  it('numbers a parcel by channel and order id, the same each time', async () => {
    const carrier = new SandboxCarrier();
    expect(await carrier.book(shipment)).toBe(`EF00000042${s10CheckDigit('00000042')}TH`);
    expect(await carrier.book(shipment)).toBe(await carrier.book(shipment));
    expect(await carrier.book({ ...shipment, channel: 'registered' })).toMatch(/^RB00000042\dTH$/);
    expect(await carrier.book({ ...shipment, id: 43 })).not.toBe(await carrier.book(shipment));
  });
});
