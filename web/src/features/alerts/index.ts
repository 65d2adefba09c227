export { AlertsPage } from './components/alerts-page';
export { NotificationsBell } from './components/notifications-bell';
export { NotificationsPage } from './components/notifications-page';
export { SaveSearchButton } from './components/save-search-button';
export { UnsubscribePage } from './components/unsubscribe-page';
export { NotRelevantLinkPage } from './components/not-relevant-link-page';
