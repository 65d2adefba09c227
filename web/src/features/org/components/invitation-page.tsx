import {
  Alert,
  Button,
  Container,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { InvitationPreview } from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { useAcceptInvitation, useInvitationPreview } from '../api/org-api';

const AcceptForm = ({
  invitation,
  signedInAsInvited,
  name,
  password,
  onName,
  onPassword,
  onSubmit,
  pending,
  error,
}: {
  invitation: InvitationPreview;
  signedInAsInvited: boolean;
  name: string;
  password: string;
  onName: (value: string) => void;
  onPassword: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  error: string | null;
}) => {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit}>
      <Stack>
        {!signedInAsInvited && !invitation.has_account && (
          <TextInput
            required
            label={t('org.invitation.name')}
            autoComplete="name"
            value={name}
            onChange={(event) => onName(event.currentTarget.value)}
          />
        )}
        {!signedInAsInvited && (
          <PasswordInput
            required
            label={t(invitation.has_account ? 'org.invitation.password' : 'org.invitation.newPassword')}
            autoComplete={invitation.has_account ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => onPassword(event.currentTarget.value)}
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {t('org.invitation.accept')}
        </Button>
      </Stack>
    </form>
  );
};

/**
 * /invitation?token=…: the link of an invitation mail. Signed in with the invited address, one click joins; an
 * existing account gives its password; a new colleague chooses a name and a password. No admin approval.
 */
export const InvitationPage = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user, signIn } = useAuth();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  if (preview.isPending && token !== '') {
    return (
      <Container size="xs" py="xl" role="status">
        <Loader aria-hidden /> {t('org.invitation.loading')}
      </Container>
    );
  }
  if (!preview.data) {
    return (
      <Container size="xs" py="xl">
        <Alert color="red" role="alert">
          {preview.error?.message ?? t('org.error')}
        </Alert>
      </Container>
    );
  }
  const invitation = preview.data;
  const signedInAsInvited = user?.email === invitation.email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = signedInAsInvited
      ? { token }
      : invitation.has_account
        ? { token, password }
        : { token, name, password };
    accept.mutate(body, {
      onSuccess: (result) => {
        if (result.session) signIn({ token: result.session.access_token, user: result.session.user });
      },
    });
  };
  const role = t(`org.roles.${invitation.role}`).toLowerCase();
  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1}>{t('org.invitation.title', { org: invitation.org_name })}</Title>
        <Text>{t('org.invitation.body', { org: invitation.org_name, role, email: invitation.email })}</Text>
        {accept.isSuccess ? (
          <Stack role="status">
            <Text>{t('org.invitation.joined', { org: invitation.org_name })}</Text>
            <Button component={Link} to={paths.pipeline}>
              {t('org.invitation.open')}
            </Button>
          </Stack>
        ) : (
          <AcceptForm
            invitation={invitation}
            signedInAsInvited={signedInAsInvited}
            name={name}
            password={password}
            onName={setName}
            onPassword={setPassword}
            onSubmit={submit}
            pending={accept.isPending}
            error={accept.error?.message ?? null}
          />
        )}
      </Stack>
    </Container>
  );
};
