/**
 * SANDBOX company registry (the default; offline and deterministic).
 *
 * | juristic number (13 digits)       | answer                                              |
 * | --------------------------------- | --------------------------------------------------- |
 * | starts with 0105                  | exists: juristicNameTH 'บริษัท ทดสอบ <last 4 digits> จำกัด', an address below |
 * | 0999999999999                     | registry down: 502, the form opens with name and address editable |
 * | anything else                     | not found (400)                                     |
 *
 * A number already registered in the portal is refused (400) before the registry is asked,
 * e.g. the demo companies' 0105561234567 and 0105567000001.
 *
 * The address is a real reference row, chosen by the number's last digit modulo 4:
 * 0 'เลขที่ <last 4> ถนนรัชดาภิเษก', แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310;
 * 1 'เลขที่ <last 4> ถนนห้วยแก้ว', ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200;
 * 2 'เลขที่ <last 4> ถนนถลาง', ตำบลตลาดใหญ่ อำเภอเมืองภูเก็ต ภูเก็ต 83000;
 * 3 'เลขที่ <last 4> ถนนศรีจันทร์', ตำบลในเมือง อำเภอเมืองขอนแก่น ขอนแก่น 40000.
 * Example: 0105599001234 → 'บริษัท ทดสอบ 1234 จำกัด', 'เลขที่ 1234 ถนนรัชดาภิเษก', 10310.
 */
import type { JuristicData } from '../../contract/schemas/register';
import type { Db } from '../db/client';
import { addressByCode } from './address';
import type { CompanyRegistry } from './companyRegistry';
import type { Lookup } from './http';

export const SANDBOX_DBD_DOWN = '0999999999999';
export const SANDBOX_DBD_PREFIX = '0105';

/** [street, district code, sub-district code] of the four sandbox addresses. */
const ADDRESSES: [string, number, string][] = [
  ['ถนนรัชดาภิเษก', 1017, '101701'],
  ['ถนนห้วยแก้ว', 5001, '500101'],
  ['ถนนถลาง', 8301, '830101'],
  ['ถนนศรีจันทร์', 4001, '400101'],
];

export class SandboxCompanyRegistry implements CompanyRegistry {
  readonly driver = 'sandbox';
  constructor(private readonly db: Db) {}

  async lookup(juristicId: string): Promise<Lookup<JuristicData>> {
    if (juristicId === SANDBOX_DBD_DOWN) return { status: 'unavailable' };
    if (!/^\d{13}$/.test(juristicId) || !juristicId.startsWith(SANDBOX_DBD_PREFIX))
      return { status: 'not_found' };
    const last4 = juristicId.slice(-4);
    const [street, district, subdist] = ADDRESSES[Number(juristicId.slice(-1)) % ADDRESSES.length];
    return {
      status: 'found',
      data: {
        juristicNameTH: `บริษัท ทดสอบ ${last4} จำกัด`,
        companyAddress: `เลขที่ ${Number(last4)} ${street}`,
        ...(await addressByCode(this.db, district, subdist)),
      },
    };
  }
}
