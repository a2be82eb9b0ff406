import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from '../components/lazyScreen';

export type Screen = 'list' | 'show' | 'create' | 'edit';
type Load = () => Promise<{ default: ComponentType }>;

/**
 * A resource's screens for `<Resource>`, each its own chunk (the sign-in page loads none of
 * them), with its menu icon and the field that names a record (its number: the browser tab
 * shows it, components/documentTitle.ts).
 */
export function resourceScreens<S extends Screen>(
  icon: ComponentType,
  recordRepresentation: string,
  screens: Record<S, Load>,
) {
  const lazyScreens = Object.fromEntries(
    Object.entries<Load>(screens).map(([screen, load]) => [screen, lazyScreen(load)]),
  ) as Record<S, LazyScreen>;
  return { ...lazyScreens, icon, recordRepresentation };
}
