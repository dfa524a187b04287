/**
 * Upload progress (issue 17): in the browser the client sends with XMLHttpRequest (no custom fetch), whose upload
 * events reach `onUploadProgress` as a fraction. Driven against a real local HTTP server through jsdom's XHR.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    // the client sends credentials (the refresh cookie): CORS must name the origin and allow them
    res.setHeader('Access-Control-Allow-Origin', String(req.headers.origin ?? '*'));
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? '*'));
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
    if (req.method === 'OPTIONS') return void res.end();
    let n = 0;
    req.on('data', (c: Buffer) => (n += c.length));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ received: n }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('onUploadProgress', () => {
  it('reports upload progress over XMLHttpRequest (jsdom gives no total, so the share is null there; browsers give 0..1)', async () => {
    const client = await createApiClient({ baseURL: base });
    const seen: Array<number | null> = [];
    const body = { content: 'x'.repeat(200_000) };
    const r = await client.post<{ received: number }>('/upload', body, {
      ignoreLocale: true,
      onUploadProgress: (f) => seen.push(f),
    });
    expect(r.data.received).toBe(JSON.stringify(body).length);
    expect(seen.length).toBeGreaterThan(0);
    for (const f of seen) expect(f === null || (f >= 0 && f <= 1)).toBe(true);
  });

  it('a request without it sends as before', async () => {
    const client = await createApiClient({ baseURL: base });
    const r = await client.post<{ received: number }>('/upload', { a: 1 }, { ignoreLocale: true });
    expect(r.data.received).toBe(JSON.stringify({ a: 1 }).length);
  });
});
