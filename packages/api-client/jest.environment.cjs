// jsdom (localStorage, document) plus Node's fetch classes: jsdom has no fetch/Request/Response, and axios' fetch adapter builds a
// Request whose signal and body must come from the same (Node) realm. Only the api-client tests use it.
const { TestEnvironment } = require('jest-environment-jsdom');

const FETCH_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'DOMException',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_GLOBALS) if (globalThis[name]) this.global[name] = globalThis[name];
  }
}
module.exports = JsdomWithFetchEnvironment;
