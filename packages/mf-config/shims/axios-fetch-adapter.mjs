/**
 * Replaces axios' fetch adapter (lib/adapters/fetch.js) in the apps' bundles (index.cjs).
 *
 * axios picks the first supported adapter of ['xhr', 'http', 'fetch']; in a browser XMLHttpRequest
 * always exists, so the xhr adapter serves every request and the fetch adapter (with its stream and
 * signal helpers: 2.9 KB gz on every route that calls the API) was dead code. `getFetch` answers
 * "not supported", which is what axios already reports for environments without fetch; an explicit
 * `adapter: 'fetch'` would fail with axios' "adapter fetch is not supported by the environment".
 * Jest and Node use the real module.
 */
export const getFetch = () => false;
export default false;
