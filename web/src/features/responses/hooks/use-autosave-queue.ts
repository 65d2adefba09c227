import type { ResponseDraft, ResponseSectionKey, SaveResponseResult } from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { responseKeys } from '../api/response-keys';
import { isRetryableSaveError, saveResponseDraft } from '../api/save-response';
import { pickSections, type DraftStore, type RunSave } from './use-draft-store';
import type { SettleConflict } from './use-save-conflicts';

/** A failed save is tried again after 1, 2, 4 … s, at most 30 s apart, and at once when the browser is back online. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The server has the sections: take its version, forget the local copy, update the cached draft and lists. */
const useOnSaved = (store: DraftStore, tenderId: string) => {
  const queryClient = useQueryClient();
  const { liveRef, set, keepLocally } = store;
  return useCallback(
    (result: SaveResponseResult) => {
      const live = liveRef.current;
      live.version = result.version;
      live.attempts = 0;
      live.paused = null;
      keepLocally();
      set.setAttempts(0);
      set.setSavedAt(result.saved_at);
      set.setSavedBy(result.saved_by);
      set.setStatus(result.status);
      set.setLastError(null);
      set.setConflict(null);
      queryClient.setQueryData<ResponseDraft>(responseKeys.draft(tenderId), (previous) =>
        previous ? { ...previous, ...result, sections: live.sections } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: responseKeys.lists() });
      set.setSaveState(live.dirty.size > 0 ? 'unsaved' : 'saved');
    },
    [keepLocally, liveRef, queryClient, set, tenderId],
  );
};

/** Nothing was written: the sections are unsaved again, and the save waits, is retried or waits for the user. */
const useOnSaveFailed = (store: DraftStore, settleConflict: SettleConflict) => {
  const { liveRef, set, keepLocally } = store;
  return useCallback(
    async (error: unknown, keys: ResponseSectionKey[]): Promise<boolean> => {
      const live = liveRef.current;
      // The sections stay kept in this browser until the server has them.
      for (const key of keys) live.dirty.add(key);
      keepLocally();
      set.setLastError(messageOf(error));
      const settled = await settleConflict(error, keys);
      if (settled !== null) return settled;
      if (isRetryableSaveError(error) && live.mounted) {
        live.attempts += 1;
        set.setAttempts(live.attempts);
        set.setSaveState('retrying');
        live.retryTimer = setTimeout(() => void live.runSave(), retryDelayMs(live.attempts));
      } else {
        live.paused = 'error';
        set.setSaveState('error');
      }
      return false;
    },
    [keepLocally, liveRef, set, settleConflict],
  );
};

/**
 * The save loop: sends only the changed sections with the version they started from, one request at a time;
 * a save that fails is retried with back-off (at once when the browser is back online).
 */
export const useAutosaveQueue = (
  store: DraftStore,
  tenderId: string,
  settleConflict: SettleConflict,
): RunSave => {
  const { liveRef, set, clearTimers, opensRestored } = store;
  const onSaved = useOnSaved(store, tenderId);
  const onSaveFailed = useOnSaveFailed(store, settleConflict);

  const runSave = useCallback<RunSave>(
    async (options = {}) => {
      const live = liveRef.current;
      clearTimers();
      // One save at a time: wait for the one in flight, then send what changed meanwhile.
      if (live.inFlight) await live.inFlight;
      if (live.dirty.size === 0) return live.paused === null;
      const keys = [...live.dirty];
      const changes = pickSections(live.sections, keys);
      live.dirty = new Set();
      const attempt = (async () => {
        set.setSaveState('saving');
        try {
          const result = await saveResponseDraft({
            tenderId,
            sections: changes,
            baseVersion: live.version,
            keepalive: options.keepalive,
          });
          onSaved(result);
          return true;
        } catch (error) {
          return onSaveFailed(error, keys);
        }
      })();
      live.inFlight = attempt;
      try {
        return await attempt;
      } finally {
        if (live.inFlight === attempt) live.inFlight = null;
      }
    },
    [clearTimers, liveRef, onSaveFailed, onSaved, set, tenderId],
  );
  useEffect(() => {
    liveRef.current.runSave = runSave;
  }, [liveRef, runSave]);

  // Text restored from this browser goes to the server as soon as the editor opens.
  useEffect(() => {
    if (opensRestored) void liveRef.current.runSave();
  }, [liveRef, opensRestored]);

  // Back online: a waiting retry goes at once.
  useEffect(() => {
    const onOnline = () => {
      if (liveRef.current.retryTimer !== null) void liveRef.current.runSave();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [liveRef]);

  return runSave;
};
