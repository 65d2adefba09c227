import {
  Anchor,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { hasFeatureFlag } from '@tenderscout/domain';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { startDemoSession } from '../../lib/auth/api';
import { useAuth } from '../../lib/auth/auth-context';
import { loginPathReturningTo } from '../../lib/auth/pending-action';
import type { SessionUser } from '../../lib/auth/session';
import { paths } from '../../lib/paths';

export interface NavbarProps {
  /** The signed-in user, or null for a visitor looking before signing up. */
  user: SessionUser | null;
  /** Saved tenders count; the badge shows only when above 0. */
  savedCount?: number;
  onLogout: () => void;
  /** Beside the language switch: the notifications bell (features/alerts). */
  actions?: ReactNode;
  isMenuOpen?: boolean;
  onToggleMenu?: () => void;
  /** The id of the phone menu the burger opens. */
  menuId?: string;
}

export const NavLinks = ({
  user,
  savedCount,
  vertical = false,
  onNavigate,
}: Pick<NavbarProps, 'user' | 'savedCount'> & {
  vertical?: boolean;
  /** Called when a link is followed (the phone menu closes, even on a link to the page already shown). */
  onNavigate?: () => void;
}) => {
  const { t } = useTranslation();
  const flags = user?.feature_flags;
  const isSignedIn = user !== null;
  // A visitor sees what is public: search and awards.
  const links = [
    { to: paths.home, label: t('nav.home'), show: isSignedIn },
    { to: paths.dashboard, label: t('nav.search'), show: true },
    {
      to: paths.bookmarks,
      label: t('nav.saved'),
      show: hasFeatureFlag(flags, 'saved_tenders'),
      badge: savedCount,
    },
    { to: paths.myResponses, label: t('nav.myResponses'), show: hasFeatureFlag(flags, 'myResponses') },
    // Analytics is an operations screen for administrators.
    {
      to: paths.analytics,
      label: t('nav.analytics'),
      show: user?.role === 'admin' && hasFeatureFlag(flags, 'analytics'),
    },
    { to: paths.pipeline, label: t('org.nav'), show: isSignedIn },
    { to: paths.alerts, label: t('alerts.nav'), show: isSignedIn },
    { to: paths.awards, label: t('awards.nav'), show: true },
  ];
  const Container = vertical ? Stack : Group;
  return (
    <Container gap={vertical ? 'xs' : 4}>
      {links
        .filter((link) => link.show)
        .map((link) => (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            onClick={onNavigate}
            variant="subtle"
            color="dark"
            justify={vertical ? 'flex-start' : undefined}
            rightSection={
              link.badge !== undefined && link.badge > 0 ? (
                <Badge size="sm" circle aria-label={t('nav.savedCount', { count: link.badge })}>
                  {link.badge}
                </Badge>
              ) : undefined
            }
            styles={{ root: { fontWeight: 500 } }}
          >
            {link.label}
          </Button>
        ))}
    </Container>
  );
};

/** The account menu: who is signed in, Settings, Admin for admins, and Logout. */
const UserMenu = ({
  user,
  name,
  onLogout,
}: Pick<NavbarProps, 'onLogout'> & { user: SessionUser; name: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu', { name })}>
          <Group gap="xs" wrap="nowrap">
            {/* No initials: the control's visible text must be part of its name ("Account menu for …"). */}
            <Avatar color="red" radius="xl" size="sm" aria-hidden />
            <Text fz="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="dark">
            {name}
          </Text>
          <Text fz="xs" c="dimmed">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => void navigate(paths.settings)}>
          {t('nav.settings')}
        </Menu.Item>
        {user.role === 'admin' && (
          <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => void navigate(paths.admin)}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

/** A visitor's way in: sign in (then back to this page) or the demo account, staying on this page. */
const VisitorActions = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const { signIn } = useAuth();
  const [isStartingDemo, setStartingDemo] = useState(false);
  const tryDemo = () => {
    setStartingDemo(true);
    startDemoSession()
      .then((session) => signIn({ token: session.access_token, user: session.user }))
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('auth.demoFailed'),
          message: error instanceof Error ? error.message : '',
        }),
      )
      .finally(() => setStartingDemo(false));
  };
  return (
    <>
      <Button variant="light" size="sm" visibleFrom="sm" loading={isStartingDemo} onClick={tryDemo}>
        {t('auth.gate.tryDemo')}
      </Button>
      <Button component={Link} to={loginPathReturningTo(`${location.pathname}${location.search}`)} size="sm">
        {t('nav.signIn')}
      </Button>
    </>
  );
};

/** The Navbar: the signed-in user's links and account menu, or a visitor's public links and sign-in. */
export const Navbar = ({
  user,
  savedCount,
  onLogout,
  actions,
  isMenuOpen = false,
  onToggleMenu,
  menuId,
}: NavbarProps) => {
  const { t } = useTranslation();
  const name = user?.name || t('nav.fallbackName');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
      <Group gap="lg" wrap="nowrap">
        {onToggleMenu && (
          <Burger
            opened={isMenuOpen}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
          />
        )}
        <Anchor
          component={Link}
          to={user ? paths.home : paths.landing}
          fw={800}
          fz="lg"
          c="red.8"
          underline="never"
        >
          {t('app.name')}
        </Anchor>
        <Group visibleFrom="sm">
          <NavLinks user={user} savedCount={savedCount} />
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        {user ? (
          <>
            {actions}
            <UserMenu user={user} name={name} onLogout={onLogout} />
          </>
        ) : (
          <VisitorActions />
        )}
      </Group>
    </Group>
  );
};
