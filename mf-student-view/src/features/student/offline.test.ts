/** The service worker's registration waits for the page's load and an idle main thread (ADR 0038). */
import { afterLoadIdle } from './offline';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

const setReadyState = (v: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: v, configurable: true });

it('runs after the load event, when the browser is idle (requestIdleCallback)', () => {
  const idle: Array<() => void> = [];
  Object.assign(window, {
    requestIdleCallback: (cb: () => void) => idle.push(cb),
    cancelIdleCallback: jest.fn(),
  });
  setReadyState('loading');
  const fn = jest.fn();
  afterLoadIdle(fn);
  expect(idle).toHaveLength(0); // nothing before load
  window.dispatchEvent(new Event('load'));
  expect(fn).not.toHaveBeenCalled();
  idle.forEach((cb) => cb());
  expect(fn).toHaveBeenCalledTimes(1);
  setReadyState('complete');
});

it('without requestIdleCallback: a moment after load; cancelled, never', () => {
  setReadyState('complete');
  const fn = jest.fn();
  afterLoadIdle(fn);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(fn).toHaveBeenCalledTimes(1);
  const other = jest.fn();
  const cancel = afterLoadIdle(other);
  cancel();
  jest.advanceTimersByTime(5000);
  expect(other).not.toHaveBeenCalled();
});
