import {
  emptyResponseSections,
  RESPONSE_SECTION_KEYS,
  type ResponseDraft,
  type ResponseSectionKey,
} from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getResponseDraft } from '../api/get-response';
import { responseKeys } from '../api/response-keys';
import { versionConflictOf } from '../api/save-response';
import { clearLocalDraft } from './local-draft';
import type { DraftStore, RunSave } from './use-draft-store';

/**
 * A failed save's answer when it was a conflict (409: a colleague, or another tab or window, saved first): true when the stored
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
        set.setSavedBy(latest.saved_by);
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
      const conflict = versionConflictOf(error);
      if (conflict === null) return null;
      // A save that landed unseen (a keepalive as the page went away) is not a conflict with oneself.
      if (await storedMatches(keys)) {
        void queryClient.invalidateQueries({ queryKey: responseKeys.draft(tenderId) });
        return true;
      }
      liveRef.current.paused = 'conflict';
      set.setConflict({
        version: conflict.version,
        savedBy: conflict.saved_by,
        savedAt: conflict.saved_at,
        sections: conflict.sections,
      });
      set.setSaveState('conflict');
      return false;
    },
    [liveRef, queryClient, set, storedMatches, tenderId],
  );
};

/** Both texts of a section, this editor's first, when they differ (one of them when the other has it all). */
export const mergeTexts = (mine: string, theirs: string): string => {
  if (theirs.trim() === '' || mine.includes(theirs)) return mine;
  if (mine.trim() === '' || theirs.includes(mine)) return theirs;
  return `${mine}\n\n${theirs}`;
};

/**
 * The user's ways out of a conflict: save this editor's text over the stored version, take the stored one, or
 * save both texts of each section in conflict (this editor's, then theirs).
 */
export const useConflictChoices = (store: DraftStore, runSave: RunSave) => {
  const { liveRef, set, clearTimers, storageKey } = store;
  const { conflict } = store.view;

  const keepMine = useCallback(() => {
    if (conflict !== null) liveRef.current.version = conflict.version;
    liveRef.current.paused = null;
    set.setConflict(null);
    return runSave();
  }, [conflict, liveRef, runSave, set]);

  const keepBoth = useCallback(() => {
    const live = liveRef.current;
    if (conflict !== null) {
      const merged = { ...live.sections };
      for (const key of RESPONSE_SECTION_KEYS) {
        const theirs = conflict.sections[key];
        if (theirs === undefined) continue;
        merged[key] = mergeTexts(live.sections[key], theirs);
        live.dirty.add(key);
      }
      live.sections = merged;
      live.version = conflict.version;
      set.setSections(merged);
    }
    live.paused = null;
    set.setConflict(null);
    return runSave();
  }, [conflict, liveRef, runSave, set]);

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
      set.setSavedBy(draft.saved_by);
      set.setStatus(draft.status);
      set.setConflict(null);
      set.setAttempts(0);
      set.setLastError(null);
      set.setRestored(false);
      set.setSaveState(draft.saved_at ? 'saved' : 'idle');
    },
    [clearTimers, liveRef, set, storageKey],
  );

  return { keepMine, keepBoth, loadLatest };
};
