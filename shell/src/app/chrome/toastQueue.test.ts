import { bus } from '@platform/event-bus';
import { toastHostMounted, toastWhenShown } from './toastQueue';

describe('toasts raised before the host is on screen', () => {
  it('wait for the host, are shown once it mounts, and go straight to the bus while it is mounted', () => {
    const shown: string[] = [];
    const off = bus.on('platform.toast.show.v1', (p) => shown.push(p.messageKey ?? ''));
    try {
      toastWhenShown({ status: 'error', messageKey: 'early' });
      expect(shown).toEqual([]);
      const unmount = toastHostMounted();
      expect(shown).toEqual(['early']);
      toastWhenShown({ status: 'success', messageKey: 'later' });
      expect(shown).toEqual(['early', 'later']);
      unmount();
      toastWhenShown({ status: 'success', messageKey: 'after' });
      expect(shown).toEqual(['early', 'later']);
      toastHostMounted()();
      expect(shown).toEqual(['early', 'later', 'after']);
    } finally {
      off();
    }
  });
});
