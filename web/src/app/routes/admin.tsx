import { AdminFeedbackPanel, FeedbackTabLabel } from '../../features/feedback/admin-feedback-panel';
import { UserManagementPage } from '../../features/users/user-management-page';

/** /admin: the users feature's user management with the feedback feature's tab. */
export const AdminRoute = () => (
  <UserManagementPage
    extraTabs={[{ value: 'feedback', label: <FeedbackTabLabel />, panel: <AdminFeedbackPanel /> }]}
  />
);
