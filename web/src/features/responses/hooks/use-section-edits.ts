import type { ResponseSectionKey } from '@tenderscout/domain';
import { useCallback } from 'react';
import type { DraftStore } from './use-draft-store';

/** Autosave 3 s after the last edit, 0.5 s after a generation fills a section. */
export const AUTOSAVE_AFTER_EDIT_MS = 3000;
export const AUTOSAVE_AFTER_GENERATION_MS = 500;

export type EditSection = (
  key: ResponseSectionKey,
  text: string,
  options?: { fromGeneration?: boolean },
) => void;

/** Typing in a section: the text is kept in this browser at once, and the autosave timer starts again. */
export const useSectionEdits = (store: DraftStore): EditSection => {
  const { liveRef, set, keepLocally } = store;
  return useCallback<EditSection>(
    (key, text, options = {}) => {
      const live = liveRef.current;
      live.sections = { ...live.sections, [key]: text };
      set.setSections(live.sections);
      live.dirty.add(key);
      keepLocally();
      // A conflict or a refused save waits for the user; a pending retry will carry this text too.
      if (live.paused !== null || live.retryTimer !== null) return;
      set.setSaveState('unsaved');
      if (live.autosaveTimer) clearTimeout(live.autosaveTimer);
      live.autosaveTimer = setTimeout(
        () => void live.runSave(),
        options.fromGeneration ? AUTOSAVE_AFTER_GENERATION_MS : AUTOSAVE_AFTER_EDIT_MS,
      );
    },
    [keepLocally, liveRef, set],
  );
};
