import { AdminPage } from '../../features/admin/admin-page';
import { AdminFeedbackPanel, FeedbackTabLabel } from '../../features/feedback/admin-feedback-panel';

/** /admin: the admin feature with the feedback feature's tab. */
export const AdminRoute = () => (
  <AdminPage
    extraTabs={[{ value: 'feedback', label: <FeedbackTabLabel />, panel: <AdminFeedbackPanel /> }]}
  />
);
