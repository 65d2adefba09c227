import { useEffect, useRef } from 'react';
import i18n, { isUiLanguage, setUiLanguage, storedLanguageChoice } from '../i18n';
import { accountApi } from './api';
import type { SessionUser } from './session';

const logSaveFailure = (error: unknown) => console.error('Could not save the language choice', error);

/**
 * A signed-in user's interface language follows their account (issue 12): the language saved on the account
 * wins when the session starts or refreshes (a new browser opens in it); an account with none takes the choice
 * made in this browser; every later switch is saved on the account.
 */
export const useLanguageSync = (user: SessionUser | null, updateUser: (user: SessionUser) => void): void => {
  const isSignedIn = user !== null;
  const serverLanguage = user?.language;
  const latest = useRef({ user, updateUser });
  useEffect(() => {
    latest.current = { user, updateUser };
  });

  useEffect(() => {
    // undefined: an older stored user without the field; wait for /me.
    if (!isSignedIn || serverLanguage === undefined) return;
    if (serverLanguage !== null) {
      void setUiLanguage(serverLanguage);
      return;
    }
    const chosen = storedLanguageChoice();
    if (!chosen) return;
    accountApi
      .updateMe({ language: chosen })
      .then((saved) => latest.current.updateUser(saved))
      .catch(logSaveFailure);
  }, [isSignedIn, serverLanguage]);

  useEffect(() => {
    if (!isSignedIn) return;
    const save = (language: string) => {
      const current = latest.current.user;
      if (!current || !isUiLanguage(language) || current.language === language) return;
      // Only a choice the user made (kept in the browser), not a fallback.
      if (storedLanguageChoice() !== language) return;
      accountApi
        .updateMe({ language })
        .then((saved) => latest.current.updateUser(saved))
        .catch(logSaveFailure);
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [isSignedIn]);
};
