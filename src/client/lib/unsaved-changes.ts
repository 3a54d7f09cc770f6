import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * While `dirty`, leaving is held for a confirmation: a link to another page is blocked (the caller
 * shows its own "Discard changes?" question and calls `blocker.proceed()` or `blocker.reset()`),
 * and a reload or closing the tab gets the browser's own warning.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
