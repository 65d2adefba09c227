import { emptyResponseSections, type ResponseDraft, type ResponseSectionKey } from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getResponseDraft } from '../api/get-response';
import { responseKeys } from '../api/response-keys';
import { conflictVersionOf } from '../api/save-response';
import { clearLocalDraft } from './local-draft';
import type { DraftStore, RunSave } from './use-draft-store';

/**
 * A failed save's answer when it was a conflict (409: another tab or window saved first): true when the stored
 * text already is this editor's, false when the conflict now waits for the user; null when it was no conflict.
 */
export type SettleConflict = (error: unknown, keys: ResponseSectionKey[]) => Promise<boolean | null>;

/** Makes sense of a 409 from a save: a save of one's own that landed unseen, or a real conflict. */
export const useConflictCheck = (store: DraftStore, tenderId: string): SettleConflict => {
  const queryClient = useQueryClient();
  const { liveRef, set, keepLocally } = store;

  /** When the stored text already is this editor's, adopt its version and call it saved. */
  const storedMatches = useCallback(
    async (keys: ResponseSectionKey[]): Promise<boolean> => {
      const live = liveRef.current;
      try {
        const latest = await getResponseDraft(tenderId);
        if (!keys.every((key) => latest.sections[key] === live.sections[key])) return false;
        for (const key of keys) live.dirty.delete(key);
        live.version = latest.version;
        keepLocally();
        set.setSavedAt(latest.saved_at);
        set.setStatus(latest.status);
        set.setLastError(null);
        set.setSaveState(live.dirty.size > 0 ? 'unsaved' : 'saved');
        return true;
      } catch {
        return false;
      }
    },
    [keepLocally, liveRef, set, tenderId],
  );

  return useCallback<SettleConflict>(
    async (error, keys) => {
      const storedVersion = conflictVersionOf(error);
      if (storedVersion === null) return null;
      // A save that landed unseen (a keepalive as the page went away) is not a conflict with oneself.
      if (await storedMatches(keys)) {
        void queryClient.invalidateQueries({ queryKey: responseKeys.draft(tenderId) });
        return true;
      }
      liveRef.current.paused = 'conflict';
      set.setConflictVersion(storedVersion);
      set.setSaveState('conflict');
      return false;
    },
    [liveRef, queryClient, set, storedMatches, tenderId],
  );
};

/** The user's ways out of a conflict: save this editor's text over the stored version, or take the stored one. */
export const useConflictChoices = (store: DraftStore, runSave: RunSave) => {
  const { liveRef, set, clearTimers, storageKey } = store;
  const { conflictVersion } = store.view;

  const keepMine = useCallback(() => {
    if (conflictVersion !== null) liveRef.current.version = conflictVersion;
    liveRef.current.paused = null;
    return runSave();
  }, [conflictVersion, liveRef, runSave]);

  const loadLatest = useCallback(
    (draft: ResponseDraft) => {
      const live = liveRef.current;
      clearTimers();
      live.paused = null;
      live.attempts = 0;
      live.dirty = new Set();
      clearLocalDraft(storageKey);
      live.sections = { ...emptyResponseSections(), ...draft.sections };
      live.version = draft.version;
      set.setSections(live.sections);
      set.setSavedAt(draft.saved_at);
      set.setStatus(draft.status);
      set.setConflictVersion(null);
      set.setAttempts(0);
      set.setLastError(null);
      set.setRestored(false);
      set.setSaveState(draft.saved_at ? 'saved' : 'idle');
    },
    [clearTimers, liveRef, set, storageKey],
  );

  return { keepMine, loadLatest };
};
