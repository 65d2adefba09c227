import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, type LoginResponse } from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { authApi, isLoginResponse } from './api';
import { useAuth } from '../../lib/auth/auth-context';
import { safeReturnPath } from '../../lib/auth/pending-action';
import { MAIN_CONTENT_ID } from '../../lib/main-content';

type Mode = 'signIn' | 'register';

interface FormValues {
  email: string;
  password: string;
  name: string;
  company: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where to go after signing in: the `?return=` page (a visitor asked to sign in to save, set an alert …), else
 * the page a protected route sent the user from (ProtectedRoute passes it in the state), else undefined.
 */
const readReturnTo = (location: { search: string; state: unknown }): string | undefined => {
  const fromQuery = safeReturnPath(new URLSearchParams(location.search).get('return'));
  if (fromQuery) return fromQuery;
  const from = (location.state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const search = typeof from?.search === 'string' ? from.search : '';
  return typeof from?.pathname === 'string' ? safeReturnPath(`${from.pathname}${search}`) : undefined;
};

/** The e-mail, password, name and company fields with their checks; name and length only when registering. */
const useCredentialsForm = (mode: Mode) => {
  const { t } = useTranslation();
  return useForm<FormValues>({
    initialValues: { email: '', password: '', name: '', company: '' },
    validate: {
      email: (value) =>
        value.trim() === ''
          ? t('auth.validation.emailRequired')
          : EMAIL_PATTERN.test(value.trim())
            ? null
            : t('auth.validation.emailInvalid'),
      password: (value) =>
        value === ''
          ? t('auth.validation.passwordRequired')
          : mode === 'register' && value.length < PASSWORD_MIN_LENGTH
            ? t('auth.validation.passwordShort')
            : null,
      name: (value) =>
        mode === 'register' && value.trim() === '' ? t('auth.validation.nameRequired') : null,
    },
  });
};

type CredentialsForm = ReturnType<typeof useCredentialsForm>;
type Busy = 'form' | 'demo' | null;

/**
 * Signing in, registering and trying the demo: each signs in and goes back where the user came from, except a
 * registration awaiting approval, which shows the server's notice and returns to sign-in.
 */
const useLoginActions = (mode: Mode, setMode: (mode: Mode) => void, form: CredentialsForm) => {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const finishSignIn = (response: LoginResponse) => {
    signIn({ token: response.access_token, user: response.user });
    void navigate(readReturnTo(location) ?? paths.home, { replace: true });
  };

  const describe = (caught: unknown, fallback: string): string => {
    if (caught instanceof ApiError) return caught.message || fallback;
    // fetch rejects (network down, time-out) before any answer arrives.
    return t('auth.connectFailed');
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setNotice(null);
    setBusy('form');
    try {
      if (mode === 'signIn') {
        finishSignIn(await authApi.login({ email: values.email.trim(), password: values.password }));
        return;
      }
      const response = await authApi.register({
        email: values.email.trim(),
        password: values.password,
        name: values.name.trim(),
        company: values.company.trim() || null,
      });
      if (isLoginResponse(response)) {
        finishSignIn(response);
        return;
      }
      // 202: pending approval. Show the server's words and return to sign-in.
      setNotice(response.detail || t('auth.pendingDefault'));
      setMode('signIn');
      form.setValues({ password: '', name: '', company: '' });
    } catch (caught) {
      setError(describe(caught, t('auth.authFailed')));
    } finally {
      setBusy(null);
    }
  });

  const tryDemo = async () => {
    setError(null);
    setNotice(null);
    setBusy('demo');
    try {
      finishSignIn(await authApi.demo());
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message || t('auth.demoFailed') : t('auth.demoFailed'));
    } finally {
      setBusy(null);
    }
  };

  return { error, clearError: () => setError(null), notice, busy, submit, tryDemo };
};

const LoginHeading = ({ isRegister }: { isRegister: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      <Box ta="right" mb={-8}>
        <LanguageSwitch />
      </Box>
      <Box ta="center">
        <Anchor component={Link} to={paths.landing} fw={800} fz="xl" c="red.8" underline="never">
          {t('app.name')}
        </Anchor>
        <Title order={1} fz="h2" mt="xs">
          {isRegister ? t('auth.createAccountTitle') : t('auth.signInTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('auth.subtitle')}
        </Text>
      </Box>
    </>
  );
};

const CredentialsFields = ({
  form,
  isRegister,
  busy,
  onSubmit,
}: {
  form: CredentialsForm;
  isRegister: boolean;
  busy: Busy;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}) => {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {isRegister && (
          <TextInput
            label={t('auth.fullName')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          description={isRegister ? t('auth.passwordHint') : undefined}
          withAsterisk
          {...form.getInputProps('password')}
        />
        {isRegister && (
          <TextInput
            label={t('auth.company')}
            description={t('auth.companyOptional')}
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
        )}
        <Button type="submit" fullWidth loading={busy === 'form'} disabled={busy === 'demo'} mt="xs">
          {isRegister ? t('auth.submitCreate') : t('auth.submitSignIn')}
        </Button>
      </Stack>
    </form>
  );
};

const DemoSignIn = ({ busy, onTryDemo }: { busy: Busy; onTryDemo: () => void }) => {
  const { t } = useTranslation();
  return (
    <>
      <Divider label={t('auth.or')} labelPosition="center" />
      <Button
        variant="light"
        fullWidth
        onClick={onTryDemo}
        loading={busy === 'demo'}
        disabled={busy === 'form'}
      >
        {t('auth.tryDemo')}
      </Button>
      <Text c="dimmed" fz="xs" ta="center">
        {t('auth.demoHint')}
      </Text>
    </>
  );
};

export const LoginPage = () => {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>('signIn');
  const form = useCredentialsForm(mode);
  const actions = useLoginActions(mode, setMode, form);

  if (isAuthenticated) return <Navigate to={readReturnTo(location) ?? paths.home} replace />;

  const isRegister = mode === 'register';
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p="xl"
        w="100%"
        maw={440}
        component="main"
        id={MAIN_CONTENT_ID}
      >
        <Stack gap="md">
          <LoginHeading isRegister={isRegister} />

          <SegmentedControl
            fullWidth
            aria-label={t('auth.modeLabel')}
            value={mode}
            onChange={(value) => {
              setMode(value);
              actions.clearError();
              form.clearErrors();
            }}
            data={[
              { value: 'signIn', label: t('auth.signInTab') },
              { value: 'register', label: t('auth.createAccountTab') },
            ]}
          />

          {actions.notice && (
            <Alert color="green" title={t('auth.pendingTitle')} role="status">
              {actions.notice}
            </Alert>
          )}
          {actions.error && (
            <Alert
              color="red"
              title={isRegister ? t('auth.registerErrorTitle') : t('auth.errorTitle')}
              role="alert"
            >
              {actions.error}
            </Alert>
          )}

          <CredentialsFields
            form={form}
            isRegister={isRegister}
            busy={actions.busy}
            onSubmit={actions.submit}
          />

          {!isRegister && <DemoSignIn busy={actions.busy} onTryDemo={() => void actions.tryDemo()} />}
        </Stack>
      </Paper>
    </Center>
  );
};
