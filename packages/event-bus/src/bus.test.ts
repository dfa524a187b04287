import { bus, createEventBus, BUS_GLOBAL_KEY } from './index';

describe('event bus', () => {
  it('delivers typed payloads to subscribers and unsubscribes', () => {
    const b = createEventBus();
    const seen: string[] = [];
    const off = b.on('platform.navigate.v1', (p) => seen.push(p.to));
    b.emit('platform.navigate.v1', { to: '/feed' });
    off();
    b.emit('platform.navigate.v1', { to: '/folders' });
    expect(seen).toEqual(['/feed']);
    expect(b.listenerCount('platform.navigate.v1')).toBe(0);
  });

  it('keeps events of different names apart', () => {
    const b = createEventBus();
    const toast = jest.fn();
    b.on('platform.toast.show.v1', toast);
    b.emit('platform.modal.open.v1', { modal: 'contact' });
    expect(toast).not.toHaveBeenCalled();
    b.emit('platform.toast.show.v1', { status: 'error', messageKey: 'common:errors.offline' });
    expect(toast).toHaveBeenCalledWith({ status: 'error', messageKey: 'common:errors.offline' });
  });

  it('isolates a throwing listener', () => {
    const b = createEventBus();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ok = jest.fn();
    b.on('platform.session.expired.v1', () => {
      throw new Error('boom');
    });
    b.on('platform.session.expired.v1', ok);
    b.emit('platform.session.expired.v1', {});
    expect(ok).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('once fires a single time', () => {
    const b = createEventBus();
    const h = jest.fn();
    b.once('platform.locale.changed.v1', h);
    b.emit('platform.locale.changed.v1', { locale: 'en' });
    b.emit('platform.locale.changed.v1', { locale: 'ca' });
    expect(h).toHaveBeenCalledTimes(1);
    expect(h).toHaveBeenCalledWith({ locale: 'en' });
  });

  it('publishes the module instance on the window so a second copy reuses it', () => {
    expect((globalThis as any)[BUS_GLOBAL_KEY]).toBe(bus);
    jest.isolateModules(() => {
      const again = require('./bus');
      expect(again.bus).toBe(bus);
    });
  });

  it('records a singleton marker', () => {
    const reg = (window as any).__PLATFORM_SINGLETONS__;
    expect(reg['event-bus'].has(bus.instanceId)).toBe(true);
  });
});
