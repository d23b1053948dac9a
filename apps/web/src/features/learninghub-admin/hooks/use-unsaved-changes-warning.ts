/**
 * Warns before unsaved changes are lost: leaving the page inside the app is held back (the router's
 * blocker) until the administrator confirms, and closing or reloading the tab asks the browser's
 * own question.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
