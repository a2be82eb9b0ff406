import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** The Intl locale of the app's language: Thai (th-TH), English (en-GB, as its dates). */
export const intlLocaleOf = (locale: string) => (locale === 'en' ? 'en-GB' : 'th-TH');

/**
 * Whole numbers written in the app's language (its locale, not the browser's): 20,000 and
 * 1,470,274, never a shortened 20K. For chart axes and counts; money adds ' บาท'
 * (formatBaht).
 */
export function useNumberFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const whole = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 0 });
    return (value: number) => whole.format(value);
  }, [locale]);
}
