import { useCallback, useEffect } from 'react';
import type { DraftStore } from './use-draft-store';

/**
 * Leaving: the tab closes, reloads or is hidden (mobile browsers may never come back), or the screen unmounts.
 * The save goes through the API client with keepalive; if it does not land, the text is still in this browser.
 * Returns whether anything typed is not yet stored on the server (read at the moment of asking).
 */
export const usePageExitFlush = (store: DraftStore): (() => boolean) => {
  const { liveRef } = store;
  const hasUnsavedChanges = useCallback(() => {
    const live = liveRef.current;
    return live.dirty.size > 0 || live.inFlight !== null || live.paused !== null;
  }, [liveRef]);

  useEffect(() => {
    const live = liveRef.current;
    const flushOnExit = (keepalive: boolean) => {
      if (live.dirty.size === 0 || live.paused !== null) return;
      void live.runSave({ keepalive });
    };
    const onPageHide = () => flushOnExit(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushOnExit(true);
    };
    // The browser asks before closing a tab whose text is not stored yet.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    live.mounted = true;
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onVisibility);
      live.mounted = false;
      // Leaving the screen in the app: the page stays, so an ordinary request will do.
      flushOnExit(false);
      if (live.retryTimer) clearTimeout(live.retryTimer);
      if (live.autosaveTimer) clearTimeout(live.autosaveTimer);
    };
  }, [hasUnsavedChanges, liveRef]);

  return hasUnsavedChanges;
};
