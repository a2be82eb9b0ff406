import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { thApp } from '../../i18n/th-app';

/** The Thai messages: the app's first part (th-app.ts), then its screens once loaded. */
let thai: object = thApp;

/**
 * Thai is the default and complete language; English loads on demand. The app starts with
 * the Thai texts of the sign-in page and the shell; the screens' texts (i18n/th-screens.ts)
 * come with the first screen (`loadScreenTexts`), so the sign-in page carries none of them.
 */
const polyglot = polyglotI18nProvider(
  (locale) =>
    locale === 'en'
      ? import('../../i18n/en').then((m) => m.en as unknown as TranslationMessages)
      : (thai as TranslationMessages),
  'th',
  [
    { locale: 'th', name: 'ไทย' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: false },
);

export const i18nProvider: I18nProvider = {
  translate: (key, options) => polyglot.translate(key, options),
  changeLocale: (locale, options) => polyglot.changeLocale(locale, options),
  getLocale: () => polyglot.getLocale(),
  getLocales: () => polyglot.getLocales?.() ?? [],
};

let screenTexts: Promise<void> | undefined;

/**
 * Loads the screens' Thai texts (once): every screen's chunk waits for it before it renders
 * (src/layout/LazyLayout.tsx, src/pages/lazyPages.ts). In Thai the messages are built again
 * with them; English already has every text.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('../../i18n/th-screens')
    .then(async ({ thScreens }) => {
      thai = {
        ...thApp,
        app: { ...thApp.app, ...thScreens.app },
        validation: { ...thApp.validation, ...thScreens.validation },
      };
      if (polyglot.getLocale() === 'th') await polyglot.changeLocale('th');
    })
    .catch((e: unknown) => {
      // A chunk that failed to arrive (the network) is asked for again next time.
      screenTexts = undefined;
      throw e;
    });
  return screenTexts;
}
