/** @microsoft/signalr's ServerSentEventsTransport, loaded when the connection first tries it (shims/signalr-lazy-transport.mjs). */
import { lazyTransport } from './signalr-lazy-transport.mjs';

export const ServerSentEventsTransport = lazyTransport(() =>
  import(
    /* webpackChunkName: "signalr-server-sent-events" */ 'signalr-esm-dist/ServerSentEventsTransport.js?real'
  ).then((m) => m.ServerSentEventsTransport),
);
