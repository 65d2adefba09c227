import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { startDemoSession } from '../../lib/auth/api';
import { useAuth } from '../../lib/auth/auth-context';
import {
  loginPathReturningTo,
  rememberPendingAction,
  takePendingAction,
  type GatedAction,
  type PendingAction,
} from '../../lib/auth/pending-action';

type AskToSignIn = (action: GatedAction, target: string) => void;

const SignInPromptContext = createContext<AskToSignIn | null>(null);

/** The dialog's two ways in: the sign-in page (which comes back here), or the demo account at once. */
const PromptActions = ({ request, onClose }: { request: PendingAction; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [isStartingDemo, setStartingDemo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const goToSignIn = () => {
    rememberPendingAction(request);
    void navigate(loginPathReturningTo(request.returnTo));
  };
  const tryDemo = async () => {
    setError(null);
    setStartingDemo(true);
    rememberPendingAction(request);
    try {
      const session = await startDemoSession();
      signIn({ token: session.access_token, user: session.user });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('auth.demoFailed'));
    } finally {
      setStartingDemo(false);
    }
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" title={t('auth.demoFailed')}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" color="gray" onClick={onClose}>
          {t('auth.gate.notNow')}
        </Button>
        <Button variant="light" loading={isStartingDemo} onClick={() => void tryDemo()}>
          {t('auth.gate.tryDemo')}
        </Button>
        <Button onClick={goToSignIn} disabled={isStartingDemo}>
          {t('auth.gate.signIn')}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * Around the screens a visitor may see without an account: an action that needs one (save, alert, draft, the AI
 * panel) opens this dialog, and the screen finishes the action once the visitor is back signed in.
 */
export const SignInPromptProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const [request, setRequest] = useState<PendingAction | null>(null);
  const returnTo = `${location.pathname}${location.search}`;
  const ask = useCallback<AskToSignIn>(
    (action, target) => setRequest({ action, target, returnTo }),
    [returnTo],
  );
  const close = () => setRequest(null);
  return (
    <SignInPromptContext.Provider value={ask}>
      {children}
      {/* Mounted only while asking: a closed Modal left in the tree kept the menus of the page from opening. */}
      {request && (
        <Modal
          opened
          onClose={close}
          title={t(`auth.gate.title.${request.action}`)}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack gap="md">
            <Text fz="sm">{t('auth.gate.body')}</Text>
            <PromptActions request={request} onClose={close} />
          </Stack>
        </Modal>
      )}
    </SignInPromptContext.Provider>
  );
};

/**
 * `gate(action, target)` answers true when the caller is signed in (go ahead); for a visitor it opens the sign-in
 * dialog and answers false. Outside the provider a visitor is sent to the sign-in page.
 */
export const useSignInGate = () => {
  const { isAuthenticated } = useAuth();
  const ask = useContext(SignInPromptContext);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: GatedAction, target = ''): boolean => {
      if (isAuthenticated) return true;
      if (ask) ask(action, target);
      else void navigate(loginPathReturningTo(`${location.pathname}${location.search}`));
      return false;
    },
    [isAuthenticated, ask, navigate, location.pathname, location.search],
  );
};

/**
 * Finishes `action` on `target` once the visitor who started it is signed in and the screen is ready (its state
 * loaded): `run` is called once, then the action is forgotten.
 */
export const usePendingAction = (
  action: GatedAction,
  target: string,
  isReady: boolean,
  run: () => void,
): void => {
  const { isAuthenticated } = useAuth();
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    if (!isAuthenticated || !isReady) return;
    if (takePendingAction(action, target)) latestRun.current();
  }, [isAuthenticated, isReady, action, target]);
};
