import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when `value` changes after the first render (not on mount), e.g. the
 * working shop: a list then starts on its first page, a form drops the shop's product.
 * `onChange` should be stable (a setter, or wrapped in useCallback).
 */
export function useOnChange<T>(value: T, onChange: () => void) {
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    onChange();
  }, [value, onChange]);
}
