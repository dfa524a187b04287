/**
 * Replaces @microsoft/signalr's MessageBuffer (dist/esm/MessageBuffer.js) in the apps' bundles (index.cjs, ADR 0044).
 *
 * HubConnection creates a MessageBuffer only for a connection with stateful reconnect, which the client must ask for
 * (`HubConnectionBuilder.withStatefulReconnect()`, or `useStatefulReconnect=true` in the hub's URL); the server alone
 * cannot turn it on. The platform's one hub connection (shell/src/app/notifications/hub.ts) never asks, so the buffer
 * was dead code on every signed-in first load; config.test.mjs fails if any source starts asking. Should it be asked
 * anyway, the connection fails with this message instead of running without the buffer.
 */
export class MessageBuffer {
  constructor() {
    throw new Error(
      'SignalR stateful reconnect is not in this build (see packages/mf-config/shims/signalr-message-buffer.mjs)',
    );
  }
}
