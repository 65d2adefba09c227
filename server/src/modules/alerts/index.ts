/** The alerts feature's face: saved-search and company alerts, notifications, the mail outbox and the alert job; what the composition root registers and lends to other features. */
export { alertJob, type AlertJobSources } from './alert-job.plugin';
export { alertsRoutes } from './alerts.routes';
export { mailOutbox } from './mail-outbox';
