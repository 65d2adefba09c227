import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { ProtectedRoute } from './routes/protected-route';
import { AdminPage } from '../features/admin/admin-page';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { LoginPage } from '../features/auth/login-page';
import { AdminFeedbackPanel, FeedbackTabLabel } from '../features/feedback/admin-feedback-panel';
import { OnboardingPage } from '../features/onboarding/onboarding-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SavedTendersPage } from '../features/saved/components/saved-tenders-page';
import { DashboardRoute } from './routes/dashboard';
import { HomeRoute } from './routes/home';
import { TenderDetailRoute } from './routes/tender-detail';
import { TenderRespondRoute } from './routes/tender-respond';
import { MyResponsesPage } from '../features/responses/components/my-responses-page';
import { AppLayout } from './layout/app-layout';
import { RequireAdmin, RequireFlag, RequireOnboarding } from './layout/guards';

/** SPEC.md §2 route table. Screens whose issue is still open render a placeholder. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <LoginPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          {
            // The signed-in layout (Navbar) around every protected screen.
            element: <AppLayout />,
            children: [
              { path: '/onboarding', element: <OnboardingPage /> },
              {
                path: '/home',
                element: (
                  <RequireOnboarding>
                    <HomeRoute />
                  </RequireOnboarding>
                ),
              },
              {
                path: '/dashboard',
                element: (
                  <RequireOnboarding>
                    <DashboardRoute />
                  </RequireOnboarding>
                ),
              },
              {
                path: '/analytics',
                element: (
                  <RequireFlag flag="analytics">
                    <AnalyticsPage />
                  </RequireFlag>
                ),
              },
              {
                path: '/bookmarks',
                element: (
                  <RequireFlag flag="saved_tenders">
                    <SavedTendersPage />
                  </RequireFlag>
                ),
              },
              {
                path: '/my-responses',
                element: (
                  <RequireFlag flag="myResponses">
                    <MyResponsesPage />
                  </RequireFlag>
                ),
              },
              { path: '/settings', element: <SettingsPage /> },
              {
                path: '/admin',
                element: (
                  <RequireAdmin>
                    <AdminPage
                      extraTabs={[
                        { value: 'feedback', label: <FeedbackTabLabel />, panel: <AdminFeedbackPanel /> },
                      ]}
                    />
                  </RequireAdmin>
                ),
              },
              { path: '/tender/:id', element: <TenderDetailRoute /> },
              {
                path: '/tender/:id/respond',
                element: (
                  <RequireFlag flag="responseBuilder">
                    <TenderRespondRoute />
                  </RequireFlag>
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
