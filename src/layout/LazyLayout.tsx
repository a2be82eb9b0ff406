import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';

const Shell = lazy(() => import('./Layout').then((m) => ({ default: m.Layout })));

/**
 * The shell (top bar, menu, bell, profile) loads with the first signed-in screen, so the
 * sign-in page carries none of it.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <Shell>{children}</Shell>
    </Suspense>
  );
}
