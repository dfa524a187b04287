/**
 * Replaces @microsoft/signalr's XhrHttpClient (dist/esm/XhrHttpClient.js) in the apps' bundles (index.cjs).
 *
 * SignalR's DefaultHttpClient uses FetchHttpClient whenever `fetch` exists and XhrHttpClient only where it does not.
 * Every browser the build targets (ES2020 output: fetch shipped years before) has fetch, so the XHR client was dead
 * code on every signed-in first load (the notification hub's client). Should a browser without fetch ever run it,
 * it fails with the same message SignalR gives when no HTTP client is usable. Jest and Node use the real module.
 */
export class XhrHttpClient {
  constructor() {
    throw new Error('No usable HttpClient found.');
  }
}
