import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { thApp } from '../../i18n/th-app';

/** Thai is the default and complete language (the app's part); English loads on demand. */
export const i18nProvider = polyglotI18nProvider(
  (locale) =>
    locale === 'en'
      ? import('../../i18n/en').then((m) => m.en as unknown as TranslationMessages)
      : (thApp as unknown as TranslationMessages),
  'th',
  [
    { locale: 'th', name: 'ไทย' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: false },
);
