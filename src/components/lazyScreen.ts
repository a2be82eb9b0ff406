import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen of its own chunk; `preload()` starts loading it (once) and says when it is there. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * The one way a screen is split into a chunk of its own: React's `lazy`, except that a screen
 * whose chunk has already arrived (`preload()`, started beside the first render) is drawn at
 * once. React shows a lazy screen's fallback first, and then holds the screen back until 300
 * ms after that fallback appeared (its Suspense throttle): each screen so split cost about a
 * quarter of a second on every open, even with its chunk in the browser's cache.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        // A later render asks again (a chunk refused while the server restarted, say).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen(props: P) {
    // Chosen once for the screen's life: switching from the lazy wrapper to the loaded
    // component later would mount the screen afresh and lose its state.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return Object.assign(Screen, { preload });
}
