import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { lazyScreen } from '../components/lazyScreen';
import { loadScreenTexts } from '../providers/i18nProvider';

const Shell = lazyScreen<{ children: ReactNode }>(() =>
  Promise.all([import('./Layout'), loadScreenTexts()]).then(([m]) => ({ default: m.Layout })),
);

/** Starts loading the shell and the screens' texts. */
export const preloadShell = Shell.preload;

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
