import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * Asks before the screen is left while `dirty` (choices made and not saved), as react-admin's
 * forms do with `warnWhenUnsavedChanges`: the same question for a move inside the app, and
 * the browser's own for closing or reloading the page.
 */
export function useLeaveWarning(dirty: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(dirty);
  const { state, proceed, reset } = blocker;
  useEffect(() => {
    if (state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) proceed?.();
    else reset?.();
  }, [state, proceed, reset, translate]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
