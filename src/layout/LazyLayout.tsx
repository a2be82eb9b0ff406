import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { loadScreenTexts } from '../providers/i18nProvider';

const Shell = lazy(() =>
  Promise.all([import('./Layout'), loadScreenTexts()]).then(([m]) => ({ default: m.Layout })),
);

/**
 * The shell (top bar, menu, bell, profile) loads with the first signed-in screen, and with it
 * the screens' Thai texts, so the sign-in page carries none of them.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <Shell>{children}</Shell>
    </Suspense>
  );
}
