import {
  RESPONSE_SECTION_KEYS,
  type DraftAuthor,
  type ResponseDraft,
  type ResponseSectionKey,
  type ResponseSections,
} from '@tenderscout/domain';
import { useCallback } from 'react';
import { localDraftKey } from './local-draft';
import { useAutosaveQueue } from './use-autosave-queue';
import { useDraftStore, type DraftConflict, type SaveState } from './use-draft-store';
import { usePageExitFlush } from './use-page-exit-flush';
import { useConflictCheck, useConflictChoices } from './use-save-conflicts';
import { useSectionEdits, type EditSection } from './use-section-edits';

export { retryDelayMs } from './use-autosave-queue';
export type { DraftConflict, SaveState } from './use-draft-store';
export { AUTOSAVE_AFTER_EDIT_MS, AUTOSAVE_AFTER_GENERATION_MS } from './use-section-edits';

export interface ResponseEditor {
  sections: ResponseSections;
  saveState: SaveState;
  savedAt: string | null;
  /** Who saved last: a member of the organization (the draft is theirs together), or oneself. */
  savedBy: DraftAuthor | null;
  status: ResponseDraft['status'];
  /** While in `conflict`: the stored version a colleague (or another tab) saved, who, when, and their text. */
  conflict: DraftConflict | null;
  /** Failed attempts in a row while `retrying`. */
  attempts: number;
  lastError: string | null;
  /** Unsaved text from an earlier visit was restored from this browser. */
  restored: boolean;
  /** Whether anything typed is not yet stored on the server (read at the moment of asking). */
  hasUnsavedChanges: () => boolean;
  edit: EditSection;
  /** Saves now; resolves true when everything typed so far is stored. */
  saveNow: () => Promise<boolean>;
  /** After a conflict: saves this editor's sections over the stored version. */
  keepMine: () => Promise<boolean>;
  /** After a conflict: saves both texts of each section in conflict, this editor's first. */
  keepBoth: () => Promise<boolean>;
  /** After a conflict (or to drop local changes): replaces the text with the stored draft. */
  loadLatest: (draft: ResponseDraft) => void;
}

/**
 * The response builder's draft state: the text, which sections changed since the last save, the autosave timer
 * and the save loop. Saves send only the changed sections with the version they started from, one at a time.
 * Unsaved text is kept in this browser (per user and tender) until the server has it; a save that fails is
 * retried with back-off; a conflict waits for the user's choice. The page going away (closed, reloaded,
 * hidden) or the screen unmounting saves at once through a keepalive request.
 */
export const useResponseEditor = (
  tenderId: string,
  initial: ResponseDraft,
  userKey: string,
): ResponseEditor => {
  const store = useDraftStore(localDraftKey(userKey, tenderId), initial);
  const settleConflict = useConflictCheck(store, tenderId);
  const runSave = useAutosaveQueue(store, tenderId, settleConflict);
  const edit = useSectionEdits(store);
  const { keepMine, keepBoth, loadLatest } = useConflictChoices(store, runSave);
  const hasUnsavedChanges = usePageExitFlush(store);
  const { liveRef } = store;

  // Also "try again now" after a failed or refused save; a conflict needs keepMine or loadLatest instead.
  const saveNow = useCallback(() => {
    if (liveRef.current.paused === 'conflict') return Promise.resolve(false);
    liveRef.current.paused = null;
    return runSave();
  }, [liveRef, runSave]);

  return { ...store.view, hasUnsavedChanges, edit, saveNow, keepMine, keepBoth, loadLatest };
};

export const blankSectionKeys = (sections: ResponseSections): ResponseSectionKey[] =>
  RESPONSE_SECTION_KEYS.filter((key) => sections[key].trim() === '');
