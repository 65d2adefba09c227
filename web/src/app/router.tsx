import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import { RequireAdmin, RequireAdminScreen, RequireFlag, RequireOnboarding } from './layout/guards';
import { RootLayout, type ScreenHandle } from './layout/root-layout';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { ProtectedRoute } from './routes/protected-route';

/** A screen loaded when first visited, so the landing page never downloads the signed-in app. */
const screen =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const title = (key: ScreenHandle['title']): { handle: ScreenHandle } => ({ handle: { title: key } });

/** The route table. Guards are layout routes around the screens they protect. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <LandingRoute /> },
      {
        path: '/login',
        ...title('login'),
        lazy: screen(
          () => import('../features/auth/login-page'),
          (module) => module.LoginPage,
        ),
      },
      {
        // The link in the registration e-mail: no sign-in, the token is the proof.
        path: '/confirm-registration',
        ...title('confirmRegistration'),
        lazy: screen(
          () => import('../features/auth/confirm-registration-page'),
          (module) => module.ConfirmRegistrationPage,
        ),
      },
      {
        // The link in alert e-mails: no sign-in, the signed token is the credential.
        path: '/unsubscribe',
        ...title('unsubscribe'),
        lazy: screen(
          () => import('../features/alerts'),
          (module) => module.UnsubscribePage,
        ),
      },
      {
        // The "Not relevant" link of an alert mail's item: no sign-in, the signed token is the credential.
        path: '/not-relevant',
        ...title('notRelevant'),
        lazy: screen(
          () => import('../features/alerts'),
          (module) => module.NotRelevantLinkPage,
        ),
      },
      {
        // The link in invitation mails: the signed token is the credential; it signs a new colleague in.
        path: '/invitation',
        ...title('invitation'),
        lazy: screen(
          () => import('../features/org'),
          (module) => module.InvitationPage,
        ),
      },
      {
        // The app's frame (Navbar) around every screen but / and /login, loaded with the first of them.
        lazy: screen(
          () => import('./layout/app-layout'),
          (module) => module.AppLayout,
        ),
        children: [
          // Open to visitors, as on CanadaBuys: search, the tender page and award history. What needs an
          // account there (save, alerts, drafting, the AI panel) asks for it when used.
          {
            element: (
              <RequireOnboarding>
                <Outlet />
              </RequireOnboarding>
            ),
            children: [
              {
                path: '/dashboard',
                ...title('dashboard'),
                lazy: screen(
                  () => import('./routes/dashboard'),
                  (module) => module.DashboardRoute,
                ),
              },
            ],
          },
          {
            path: '/tender/:id',
            ...title('tender'),
            lazy: screen(
              () => import('./routes/tender-detail'),
              (module) => module.TenderDetailRoute,
            ),
          },
          {
            path: '/awards',
            ...title('awards'),
            lazy: screen(
              () => import('./routes/awards'),
              (module) => module.AwardsRoute,
            ),
          },
          {
            path: '/suppliers/:name',
            ...title('supplier'),
            lazy: screen(
              () => import('./routes/awards'),
              (module) => module.SupplierRoute,
            ),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: '/onboarding',
                ...title('onboarding'),
                lazy: screen(
                  () => import('../features/onboarding/onboarding-page'),
                  (module) => module.OnboardingPage,
                ),
              },
              {
                element: (
                  <RequireOnboarding>
                    <Outlet />
                  </RequireOnboarding>
                ),
                children: [
                  {
                    path: '/home',
                    ...title('home'),
                    lazy: screen(
                      () => import('./routes/home'),
                      (module) => module.HomeRoute,
                    ),
                  },
                ],
              },
              {
                element: (
                  <RequireAdminScreen>
                    <RequireFlag flag="analytics">
                      <Outlet />
                    </RequireFlag>
                  </RequireAdminScreen>
                ),
                children: [
                  {
                    path: '/analytics',
                    ...title('analytics'),
                    lazy: screen(
                      () => import('../features/analytics/analytics-page'),
                      (module) => module.AnalyticsPage,
                    ),
                  },
                ],
              },
              {
                element: (
                  <RequireFlag flag="saved_tenders">
                    <Outlet />
                  </RequireFlag>
                ),
                children: [
                  {
                    path: '/bookmarks',
                    ...title('bookmarks'),
                    lazy: screen(
                      () => import('../features/saved/components/saved-tenders-page'),
                      (module) => module.SavedTendersPage,
                    ),
                  },
                ],
              },
              {
                element: (
                  <RequireFlag flag="myResponses">
                    <Outlet />
                  </RequireFlag>
                ),
                children: [
                  {
                    path: '/my-responses',
                    ...title('myResponses'),
                    lazy: screen(
                      () => import('../features/responses/components/my-responses-page'),
                      (module) => module.MyResponsesPage,
                    ),
                  },
                ],
              },
              {
                path: '/settings',
                ...title('settings'),
                lazy: screen(
                  () => import('./routes/settings'),
                  (module) => module.SettingsRoute,
                ),
              },
              {
                path: '/pipeline',
                ...title('pipeline'),
                lazy: screen(
                  () => import('../features/org'),
                  (module) => module.PipelinePage,
                ),
              },
              {
                path: '/alerts',
                ...title('alerts'),
                lazy: screen(
                  () => import('../features/alerts'),
                  (module) => module.AlertsPage,
                ),
              },
              {
                path: '/notifications',
                ...title('notifications'),
                lazy: screen(
                  () => import('../features/alerts'),
                  (module) => module.NotificationsPage,
                ),
              },
              {
                element: (
                  <RequireAdmin>
                    <Outlet />
                  </RequireAdmin>
                ),
                children: [
                  {
                    path: '/admin',
                    ...title('admin'),
                    lazy: screen(
                      () => import('./routes/admin'),
                      (module) => module.AdminRoute,
                    ),
                  },
                ],
              },
              {
                element: (
                  <RequireFlag flag="responseBuilder">
                    <Outlet />
                  </RequireFlag>
                ),
                children: [
                  {
                    path: '/tender/:id/respond',
                    ...title('respond'),
                    lazy: screen(
                      () => import('./routes/tender-respond'),
                      (module) => module.TenderRespondRoute,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...title('notFound'), element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
