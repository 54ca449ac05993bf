import { type ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** A component's texts in the chosen language; the screen renders again when the language changes. */
export function useMessages<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
  );
}
