/**
 * Room the top bar takes at the top of the screen: a part of a scanning screen brought into
 * view (the pick list's bin just scanned, the booking's scan panel) starts below it, as its
 * `scrollMarginTop`.
 */
export const BELOW_TOP_BAR = 72;

/** Scrolls `el` to the top of the screen, below the top bar, unless all of it is in view. */
export function bringIntoView(el: HTMLElement | null) {
  const box = el?.getBoundingClientRect();
  if (box && (box.top < BELOW_TOP_BAR || box.bottom > window.innerHeight)) {
    el?.scrollIntoView?.({ block: 'start' });
  }
}
