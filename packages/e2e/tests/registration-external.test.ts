/**
 * External sign-in end to end (issue 14, ADR 0024 / 0026) against a local OpenID Connect issuer started by this test — a
 * key pair, its JWKS and an authorization endpoint that answers the implicit flow (`response_type=id_token`) with an ID
 * token for whichever identity the test says is "signed in at the provider". The platform trusts it as its "Google"
 * (GOOGLE_CLIENT_ID, GOOGLE_ISSUERS, GOOGLE_JWKS_URL, GOOGLE_AUTHORIZATION_URL), so the server really verifies each token.
 * A registered user signs in with the Google button; an unknown one lands on /trial prefilled, and finishes the trial
 * sign-up through RegisterExternalTrialUser.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../src/browser';
import { pathOf, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';
import { startPlatform, type RunningPlatform } from '../src/platform';
import { shot } from '../src/shots';

const CLIENT_ID = 'e2e-google-client';
const b64u = (b: Buffer | string) => Buffer.from(b).toString('base64url');

interface Issuer {
  base: string;
  close(): Promise<void>;
  signedIn: Record<string, unknown> | null;
  requests: URL[];
  /** the ID tokens the issuer answered, newest last */
  tokens: string[];
}
async function startIssuer(): Promise<Issuer> {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const state: Issuer = { base: '', signedIn: null, requests: [], tokens: [], close: async () => undefined };
  const sign = (claims: Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000);
    const head = b64u(JSON.stringify({ alg: 'RS256', kid: 'e2e', typ: 'JWT' }));
    const body = b64u(JSON.stringify({ iss: state.base, aud: CLIENT_ID, iat: now, exp: now + 600, ...claims }));
    return `${head}.${body}.${b64u(crypto.sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey))}`;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.base);
    if (url.pathname === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/authorize') {
      state.requests.push(url);
      const p = url.searchParams;
      if (
        p.get('client_id') !== CLIENT_ID ||
        p.get('response_type') !== 'id_token' ||
        !p.get('redirect_uri') ||
        !state.signedIn
      ) {
        res.writeHead(400);
        res.end('bad authorization request');
        return;
      }
      const token = sign({ ...state.signedIn, nonce: p.get('nonce') });
      state.tokens.push(token);
      res.writeHead(302, {
        location: `${p.get('redirect_uri')}#id_token=${token}&state=${encodeURIComponent(p.get('state') ?? '')}`,
      });
      res.end();
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}

let browser: Browser;
let issuer: Issuer;
let platform: RunningPlatform;
before(async () => {
  issuer = await startIssuer();
  platform = await startPlatform({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_ISSUERS: issuer.base,
    GOOGLE_JWKS_URL: `${issuer.base}/jwks`,
    GOOGLE_AUTHORIZATION_URL: `${issuer.base}/authorize`,
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await platform?.stop();
  await issuer?.close();
});

async function open(lang: Lang): Promise<Page> {
  const context = await newContext(browser, {
    baseURL: platform.baseUrl,
    locale: lang === 'en' ? 'en-GB' : 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

describe('external sign-in with the local issuer as "Google"', () => {
  test('only the configured provider has a button; a registered user signs in with Google', async () => {
    const page = await open('es');
    await page.goto('/login');
    const google = page.getByRole('button', { name: t('es', 'shell:login.external.google') });
    await google.waitFor();
    assert.equal(await page.getByRole('button', { name: t('es', 'shell:login.external.microsoft') }).count(), 0);
    issuer.signedIn = {
      sub: 'google-teacher-1',
      email: 'teacher@demo.test',
      email_verified: true,
      name: 'Demo Teacher',
    };
    // the nonce is the server's (ADR 0049): asked for on the click, bound to this browser; the sign-in below succeeds
    // only with a nonce the server issued to it
    const asked = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/AccountApi/ExternalNonce'),
    );
    await google.click();
    await asked;
    await waitForPath(page, '/feed', 30_000);
    const req = issuer.requests.at(-1)!;
    assert.equal(req.searchParams.get('redirect_uri'), `${platform.baseUrl}/login`);
    assert.match(req.searchParams.get('nonce') ?? '', /^[A-Za-z0-9_-]{43}$/);
    // the same token again (its nonce used; in this browser or another), in the query string, as text/plain: refused
    const token = issuer.tokens.at(-1)!;
    const replay = (url: string, body: string, type = 'application/json') =>
      page.evaluate(
        async ([u, b, t]) => (await fetch(u, { method: 'POST', headers: { 'content-type': t }, body: b })).status,
        [url, body, type] as const,
      );
    const login = '/api/v1/AccountApi/ExternalGoogleLogin';
    assert.equal(await replay(login, JSON.stringify({ token })), 401);
    assert.equal(await replay(`${login}?token=${token}`, '{}'), 400);
    assert.equal(await replay(login, JSON.stringify({ token }), 'text/plain'), 415);
    const other = await open('es');
    await other.goto('/login');
    assert.equal(
      await other.evaluate(
        async ([u, b]) =>
          (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: b })).status,
        [login, JSON.stringify({ token })] as const,
      ),
      401,
    );
    await other.context().close();
    await page.context().close();
  });

  test('an unregistered identity lands on /trial prefilled and signs up there', async () => {
    const page = await open('es');
    await page.goto('/login');
    const email = `ext-${Date.now()}@school.test`;
    issuer.signedIn = { sub: `google-new-${Date.now()}`, email, email_verified: true, name: 'Nora External' };
    await page.getByRole('button', { name: t('es', 'shell:login.external.google') }).click();
    await waitForPath(page, '/trial', 30_000);
    await page.getByTestId('external-prefilled').waitFor();
    assert.match(await page.getByTestId('external-prefilled').innerText(), new RegExp(email.replace(/[.]/g, '\\.')));
    assert.equal(await page.locator('#reg-email').inputValue(), email);
    assert.equal(await page.locator('#reg-name').inputValue(), 'Nora External');
    assert.equal(pathOf(page), '/trial');
    // no password for an external account
    assert.equal(await page.locator('input[type="password"]').count(), 0);
    await shot(page, 'registration-external-trial-prefilled');
    // the rest of the form, then RegisterExternalTrialUser signs the new trial user in (the provider verified the email)
    const r = (key: string) => t('es', `profile:registration.${key}`);
    await page.getByLabel(r('fields.phone')).fill('600123123');
    await page.getByLabel(r('fields.position')).selectOption({ index: 1 });
    await page.getByLabel(r('fields.schoolName')).fill('CEIP Externo');
    await page.getByLabel(r('fields.schoolAddress')).fill('Calle Mayor 1');
    await page.locator('input[name="levels"]').first().check();
    await page.getByRole('checkbox', { name: r('fields.terms') }).check();
    await page.getByRole('button', { name: r('trial.submit') }).click();
    await waitForPath(page, '/feed', 30_000);
    await page.context().close();

    // a second colleague of that school signs in with Google too and asks to join the school found by name: the main
    // trial user is asked, no account is made and nobody is signed in (ADR 0048)
    const page2 = await open('es');
    await page2.goto('/login');
    const email2 = `ext2-${Date.now()}@school.test`;
    issuer.signedIn = { sub: `google-new2-${Date.now()}`, email: email2, email_verified: true, name: 'Olga Colega' };
    await page2.getByRole('button', { name: t('es', 'shell:login.external.google') }).click();
    await waitForPath(page2, '/trial', 30_000);
    await page2.getByTestId('external-prefilled').waitFor();
    await page2.getByLabel(r('schoolSearch.label')).fill('Externo');
    await page2.getByRole('button', { name: r('schoolSearch.join').replace('{{school}}', 'CEIP Externo') }).click();
    await page2.getByTestId('school-chosen').waitFor();
    await page2.getByRole('checkbox', { name: r('fields.terms') }).check();
    await shot(page2, 'registration-external-join-school');
    await page2.getByRole('button', { name: r('join.submit') }).click();
    const sent = page2.getByTestId('join-requested');
    await sent.waitFor();
    assert.match(await sent.innerText(), new RegExp(email2.replace(/[.]/g, '\\.')));
    assert.equal(pathOf(page2), '/trial');
    await page2.context().close();
  });
});
