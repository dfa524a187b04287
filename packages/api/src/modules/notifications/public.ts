/**
 * What the notifications module offers other modules: publishing a notification, telling the users' bells to refresh,
 * and whether a user has unseen ones. Import these from here, not from the module's other files (issue 29).
 */
export { hasUnseen, notifyUpdated, publishNotification, type PublishInput } from './service';
