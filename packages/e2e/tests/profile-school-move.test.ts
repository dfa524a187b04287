/**
 * Moving to another school, end to end (issue 31 item 7): a teacher of Colegio Demo Norte with an account (invited and
 * registered through the API) is invited to Colegio Demo Sur by admin@demo.test from the team screen; the address is
 * already registered, so the invitation is a move: the team shows it pending, the teacher gets the email and a bell
 * notification, opens My school, accepts, and is in Sur (and can switch back to Norte). Once per language, on a phone
 * (390 px) in Spanish and a desktop in English. Screenshots: packages/e2e/out/screenshots/profile-move-*.png.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiSignIn, call } from '../src/api';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { login, skipTour, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';
import { shot as saveShot } from '../src/shots';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const p = (lang: Lang, key: string, vars?: Record<string, string | number>) => t(lang, `profile:${key}`, vars);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function outbox(to: string): Promise<Array<{ kind: string; text: string }>> {
  const res = await fetch(`${baseUrl()}/api/v1/Dev/Outbox?to=${encodeURIComponent(to)}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { emails: Array<{ kind: string; text: string }> }).emails;
}

/** An active teacher of Colegio Demo Norte: invited by manager@ and registered through the API. */
async function northTeacher(email: string): Promise<{ schoolIds: { north: number; south: number } }> {
  const manager = await apiSignIn('manager@demo.test');
  const me = await call<{ schoolId: number; schoolEducationalLevels: Array<{ id: number }> }>(
    manager,
    'GET',
    '/AccountApi/Me',
  );
  await call(manager, 'POST', '/AccountApi/InviteUser', {
    schoolId: me.schoolId,
    emails: [email],
    role: 'Teacher',
    educationalLevelIds: [me.schoolEducationalLevels[0].id],
  });
  const mail = (await outbox(email)).find((m) => m.kind === 'invitation');
  const token = /register\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
  const positions = await call<Array<{ id: number }>>(
    manager,
    'GET',
    '/AccountApi/PositionsForNewUser?roleName=Teacher',
  );
  const res = await fetch(`${baseUrl()}/api/v1/AccountApi/AcceptInvitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token,
      fullName: 'Nuria Viajera',
      positionId: positions[0].id,
      cellPhoneNumber: '600111222',
      phoneCountry: 'ES',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
      termsAccepted: true,
    }),
  });
  assert.ok(res.ok, `AcceptInvitation ${res.status} ${await res.text()}`);
  const admin = await apiSignIn('admin@demo.test');
  const schools = await call<Array<{ id: number; name: string }>>(admin, 'GET', '/SchoolApi/GetUserSchools');
  const south = schools.find((s) => s.name === 'Colegio Demo Sur')!.id;
  return { schoolIds: { north: me.schoolId, south } };
}

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current.startsWith(lang)) return;
  await page
    .getByLabel(/^(Idioma|Language)$/)
    .first()
    .selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
}
/** Signs in and picks the language on a desktop-wide window (the selector is in the bar), then takes `viewport`. */
async function signIn(page: Page, email: string, lang: Lang, viewport: { width: number; height: number }) {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await login(page, email, 'es');
  await waitForPath(page, /^\/feed/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(300);
  await skipTour(page, 'es');
  await useLanguage(page, lang);
  await skipTour(page, lang);
  await page.setViewportSize(viewport);
}

async function inviteFromTeam(page: Page, lang: Lang, southId: number, email: string): Promise<void> {
  await page.goto(`/profile/team/${southId}`);
  await page.getByRole('button', { name: p(lang, 'team.invite') }).click();
  const invite = page.getByRole('dialog', { name: p(lang, 'team.inviteTitle') });
  await invite.getByLabel(p(lang, 'fields.email')).fill(email);
  await invite.getByRole('checkbox').first().check();
  const invited = page.waitForResponse((r) => r.url().includes('/AccountApi/InviteUser'));
  await invite.getByRole('button', { name: p(lang, 'team.send') }).click();
  assert.equal((await invited).status(), 201, 'a registered address of another school is invited to move');
  await invite.waitFor({ state: 'detached' });
}

describe('moving to another school', () => {
  for (const [lang, device, viewport] of [
    ['es', 'phone', PHONE],
    ['en', 'desktop', DESKTOP],
  ] as const) {
    test(`an existing teacher is invited to another school, accepts and is there (${lang}, ${device})`, async () => {
      const email = `viajera-${lang}-${Date.now()}@demo.test`;
      const { schoolIds } = await northTeacher(email);
      // the admin of the group invites the registered address to Sur: a move invitation, pending in the team
      const { context: adminContext, page: adminPage } = await newPage(browser, { viewport });
      await signIn(adminPage, 'admin@demo.test', lang, viewport);
      await inviteFromTeam(adminPage, lang, schoolIds.south, email);
      await adminPage.getByText(email).first().waitFor();
      await saveShot(adminPage, `profile-move-team-${lang}-${device}`);
      await adminContext.close();
      assert.ok((await outbox(email)).filter((m) => m.kind === 'invitation').length >= 2, 'the move email');

      // the teacher accepts from My school and is in Sur
      const { context, page } = await newPage(browser, { viewport });
      await signIn(page, email, lang, viewport);
      await page.goto('/profile/school');
      const invitations = page.getByRole('region', { name: p(lang, 'mySchools.invitationsTitle') });
      await invitations.getByText('Colegio Demo Sur').waitFor();
      await saveShot(page, `profile-move-invitation-${lang}-${device}`);
      await invitations
        .getByRole('button', { name: p(lang, 'mySchools.acceptLabel', { school: 'Colegio Demo Sur' }) })
        .click();
      await page.getByTestId('school-name').filter({ hasText: 'Colegio Demo Sur' }).waitFor();
      const mine = page.getByRole('region', { name: p(lang, 'mySchools.title') });
      await mine.getByText('Colegio Demo Norte').waitFor();
      assert.equal(await invitations.count(), 0);
      await saveShot(page, `profile-move-accepted-${lang}-${device}`);
      const token = await apiSignIn(email);
      assert.equal((await call<{ schoolId: number }>(token, 'GET', '/AccountApi/Me')).schoolId, schoolIds.south);
      // and switches back
      await mine
        .getByRole('button', { name: p(lang, 'mySchools.switchLabel', { school: 'Colegio Demo Norte' }) })
        .click();
      await page.getByTestId('school-name').filter({ hasText: 'Colegio Demo Norte' }).waitFor();
      await context.close();
    });
  }
});
