import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and always calls the latest `callback`.
 * The shared Modal re-runs its focus effect whenever `onClose` changes, which would pull the
 * focus out of a field on every keystroke; dialogs get their `onClose` through this.
 */
export function useStableCallback<A extends unknown[]>(callback: (...args: A) => void): (...args: A) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
