import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { PlaceholderRoute } from './routes/placeholder';
import { ProtectedRoute } from './routes/protected-route';

/** SPEC.md §2 route table. Screens whose issue is still open render a placeholder. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <PlaceholderRoute screen="login" /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/onboarding', element: <PlaceholderRoute screen="onboarding" /> },
          { path: '/home', element: <PlaceholderRoute screen="home" /> },
          { path: '/dashboard', element: <PlaceholderRoute screen="dashboard" /> },
          { path: '/analytics', element: <PlaceholderRoute screen="analytics" /> },
          { path: '/bookmarks', element: <PlaceholderRoute screen="bookmarks" /> },
          { path: '/my-responses', element: <PlaceholderRoute screen="myResponses" /> },
          { path: '/settings', element: <PlaceholderRoute screen="settings" /> },
          { path: '/admin', element: <PlaceholderRoute screen="admin" /> },
          { path: '/tender/:id', element: <PlaceholderRoute screen="tender" /> },
          { path: '/tender/:id/respond', element: <PlaceholderRoute screen="respond" /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
