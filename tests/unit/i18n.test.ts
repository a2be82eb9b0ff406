import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { th } from '../../i18n/th';
import { en } from '../../i18n/en';

type Tree = { [k: string]: string | Tree };
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );

describe('catalogues', () => {
  it('Thai covers every react-admin message', () => {
    const thKeys = new Set(keys(th as unknown as Tree));
    const missing = keys(englishMessages as unknown as Tree).filter((k) => !thKeys.has(k));
    expect(missing).toEqual([]);
  });

  it("English has exactly the keys of Thai but the server's (the server answers in Thai only)", () => {
    const app = keys(th as unknown as Tree).filter((k) => !k.startsWith('server.'));
    expect(keys(en as unknown as Tree).sort()).toEqual(app.sort());
  });

  it('Thai react-admin messages are not left in English', () => {
    const leaked = keys(th.ra as unknown as Tree, 'ra.').filter((k) => {
      const value = k
        .split('.')
        .slice(1)
        .reduce<unknown>((t, p) => (t as Tree)[p], th.ra) as string;
      const words = value.replace(/%\{\w+\}/g, '').trim();
      return words !== '' && /^[A-Za-z ,.'!?|_-]+$/.test(words);
    });
    expect(leaked).toEqual([]);
  });
});
