/**
 * A local OpenID Connect issuer for the external sign-in tests (never the real providers): an RSA key pair whose public
 * JWKS is served over HTTP, and ID tokens signed with it (or with a stranger's key, to forge them).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface LocalIssuer {
  issuer: string;
  jwksUrl: string;
  /** an ID token signed by the issuer's key; `over` replaces claims, `expiresIn` (s) may be negative */
  sign(
    claims: JWTPayload,
    opts?: { audience?: string; issuer?: string; expiresIn?: number; forged?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startLocalIssuer(defaultAudience: string): Promise<LocalIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: base,
    jwksUrl: `${base}/jwks`,
    async sign(claims, opts = {}) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + (opts.expiresIn ?? 600);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(opts.issuer ?? base)
        .setAudience(opts.audience ?? defaultAudience)
        .setIssuedAt(Math.min(now, exp - 60))
        .setExpirationTime(exp)
        .sign(opts.forged ? stranger.privateKey : privateKey);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
