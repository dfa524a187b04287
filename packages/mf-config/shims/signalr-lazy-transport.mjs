/**
 * A SignalR fallback transport (long polling, server-sent events) that loads its real class when the connection
 * first tries it (ADR 0044). HttpConnection tries WebSockets first; the two fallbacks only run behind a proxy without
 * WebSockets, so their code was downloaded on every signed-in first load for nothing. The stand-in takes the same
 * constructor arguments; `connect` (async in the original too) loads the real transport, hands it the callbacks the
 * connection set (onreceive, onclose: read when they fire, so later assignments hold) and connects it; `send` and
 * `stop` go to it. A failed download rejects `connect`, which makes the connection try its next transport, as a failed
 * transport does. `instanceof` still works: HttpConnection imports this class under the original's name.
 */
export function lazyTransport(load) {
  return class {
    constructor(...args) {
      this._args = args;
      this._real = null;
      this.onreceive = null;
      this.onclose = null;
    }
    // the long polling transport's own getter (its poll's abort signal)
    get pollAborted() {
      return this._real ? this._real.pollAborted : false;
    }
    async connect(url, transferFormat) {
      const Real = await load();
      const real = new Real(...this._args);
      real.onreceive = (data) => this.onreceive?.(data);
      real.onclose = (error) => this.onclose?.(error);
      this._real = real;
      return real.connect(url, transferFormat);
    }
    send(data) {
      return this._real
        ? this._real.send(data)
        : Promise.reject(new Error('Cannot send until the transport is connected.'));
    }
    stop() {
      return this._real ? this._real.stop() : Promise.resolve();
    }
  };
}
