// The HTTP client of the cluster tests (chaos.mjs): requests that never throw, sign-in, the SMTP inbox.
import { httpGet, sleep } from '../cluster/util.mjs';

export const PASSWORD = 'Demo1234';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Requests against the cluster `c` (relative URLs go to its /api/v1 through nginx). */
export function clientOf(c) {
  const API = `${c.url}/api/v1`;
  async function call(method, url, { body, token, headers = {}, timeout = 10_000 } = {}) {
    const t0 = Date.now();
    try {
      const res = await fetch(url.startsWith('http') ? url : API + url, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      return {
        status: res.status,
        json,
        text,
        ms: Date.now() - t0,
        replayed: res.headers.get('idempotent-replayed') === 'true',
      };
    } catch (e) {
      return { status: 0, json: null, text: String(e?.cause?.code ?? e?.name ?? e), ms: Date.now() - t0 };
    }
  }
  const signIn = async (email, password = PASSWORD) => {
    const r = await call('POST', '/AccountApi/SignIn', { body: { email, password } });
    if (r.status !== 200) throw new Error(`sign-in of ${email}: ${r.status} ${r.text.slice(0, 200)}`);
    return r.json.token;
  };
  async function mailTo(email, ms = 10_000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const r = await httpGet(`${c.mail.inboxUrl}/messages?to=${encodeURIComponent(email)}`);
      const list = JSON.parse(r.body || '[]');
      if (list.length) return list[0];
      await sleep(100);
    }
    return null;
  }
  return { call, signIn, mailTo };
}
