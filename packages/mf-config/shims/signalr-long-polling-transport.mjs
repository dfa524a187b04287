/** @microsoft/signalr's LongPollingTransport, loaded when the connection first tries it (shims/signalr-lazy-transport.mjs). */
import { lazyTransport } from './signalr-lazy-transport.mjs';

export const LongPollingTransport = lazyTransport(() =>
  import(/* webpackChunkName: "signalr-long-polling" */ 'signalr-esm-dist/LongPollingTransport.js?real').then(
    (m) => m.LongPollingTransport,
  ),
);
