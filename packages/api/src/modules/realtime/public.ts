/**
 * What the realtime module offers other modules (the SignalR root hub). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { type HubConnection, HubError } from './hub';
export { mountHub } from './index';
export { decorateRoot, rootInstance } from './root';
