import { bus } from '@platform/event-bus';
import { currentToast, dismissToast, subscribeToast } from './toastStore';

describe('the toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    dismissToast();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps a toast raised before any host until one mounts, then shows it for its whole duration', () => {
    bus.emit('platform.toast.show.v1', { status: 'error', messageKey: 'early', durationMs: 1000 });
    jest.advanceTimersByTime(5000);
    expect(currentToast()?.messageKey).toBe('early');
    const seen = jest.fn();
    const off = subscribeToast(seen);
    jest.advanceTimersByTime(999);
    expect(currentToast()?.messageKey).toBe('early');
    jest.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
    expect(seen).toHaveBeenCalled();
    off();
  });

  it('survives the host being swapped (the layout changes on sign-in)', () => {
    const offVisitor = subscribeToast(() => undefined);
    bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'welcome' });
    offVisitor();
    const signedIn = jest.fn();
    const offSignedIn = subscribeToast(signedIn);
    expect(currentToast()?.messageKey).toBe('welcome');
    jest.advanceTimersByTime(4000);
    expect(currentToast()).toBeNull();
    expect(signedIn).toHaveBeenCalledTimes(1);
    offSignedIn();
  });

  it('shows one at a time: a new toast replaces the current one and gets its own time', () => {
    const off = subscribeToast(() => undefined);
    bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'first', durationMs: 1000 });
    jest.advanceTimersByTime(800);
    bus.emit('platform.toast.show.v1', { status: 'error', messageKey: 'second', durationMs: 1000 });
    jest.advanceTimersByTime(800);
    expect(currentToast()?.messageKey).toBe('second');
    jest.advanceTimersByTime(200);
    expect(currentToast()).toBeNull();
    off();
  });
});
