import {
  juristicData,
  ndidData,
  type JuristicData,
  type NdidData,
} from '../../../contract/schemas/register';

/**
 * The registration-flow values of spec part 1 §3 "Session", kept in the tab's session
 * storage between step 1, the national digital ID round trip and the form. The success
 * modal's button clears them.
 */
export const REG = {
  /** '1' company, '2' individual. */
  applicantType: 'applicantType',
  /** Individuals: '1' Thai person, '2' foreigner. */
  applicantStatus: 'applicantStatus',
  juristicIdNumber: 'juristicIdNumber',
  individualIdNumber: 'individualIdNumber',
  passportNumber: 'passportNumber',
  /** The company registry's answer (JSON). */
  dbdData: 'dbdData',
  /** 'true' when the company registry answered 502: name and address are typed by hand. */
  badGateway: 'badGateway',
  /** The national digital ID's answer (JSON), kept so a reload keeps the prefilled form. */
  ndidData: 'ndidData',
  /** The random state sent to the national digital ID, compared on return. */
  ndidState: 'ndidState',
} as const;
type RegKey = keyof typeof REG;

export const STATUS = { THAI: 1, FOREIGNER: 2 } as const;

export const readReg = (key: RegKey): string | null => sessionStorage.getItem(REG[key]);

export function writeReg(values: Partial<Record<RegKey, string | null>>) {
  for (const [key, value] of Object.entries(values) as [RegKey, string | null][]) {
    if (value === null) sessionStorage.removeItem(REG[key]);
    else sessionStorage.setItem(REG[key], value);
  }
}

/** Forgets every registration value (after success, or when step 1 starts another path). */
export function clearRegistration() {
  for (const key of Object.values(REG)) sessionStorage.removeItem(key);
}

function readJson<T>(key: RegKey, parse: (v: unknown) => T | null): T | null {
  const raw = readReg(key);
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export const readDbd = (): JuristicData | null =>
  readJson('dbdData', (v) => juristicData.safeParse(v).data ?? null);

export const readNdid = (): NdidData | null =>
  readJson('ndidData', (v) => ndidData.safeParse(v).data ?? null);
