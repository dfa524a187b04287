/**
 * Profile, school, team and sharing groups, end to end, in Spanish and English, on a desktop and a phone (390 px)
 * (issue 13 "Done when"): a teacher edits the profile with a cropped photo (shown in the avatar menu right after); a
 * manager edits the school, invites a teacher (the email is in the outbox with a link to /register), resends, changes
 * the member's role and removes them; a teacher creates a sharing group and shares a resource with it (the members get
 * the email). Screenshots of each screen go to packages/e2e/out/screenshots/profile-*.png.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { apiSignIn } from '../src/api';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { login, pathOf, waitForPath } from '../src/flows';
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
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => saveShot(page, `profile-${name}`);

/** A PNG of w×h pixels: a blue background with a yellow square (so the crop has something to show). */
function png(w: number, h: number): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const inner = x > w / 3 && x < (2 * w) / 3 && y > h / 3 && y < (2 * h) / 3;
      raw.set(inner ? [250, 200, 40] : [40, 90, 200], y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function skipTour(page: Page, lang: Lang): Promise<void> {
  const skip = page.getByRole('button', { name: t(lang, 'shell:tour.skip') });
  if (await skip.isVisible().catch(() => false)) await skip.click();
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
async function signIn(page: Page, email: string, lang: Lang, viewport = DESKTOP): Promise<void> {
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
/** In-app navigation (no reload), as a link of another app does. */
async function go(page: Page, to: string): Promise<void> {
  await page.evaluate((x) => {
    window.history.pushState(null, '', x);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await waitForPath(page, to.split('?')[0]);
}
async function outbox(to: string): Promise<Array<{ kind: string; text: string; subject: string }>> {
  const res = await fetch(`${baseUrl()}/api/v1/Dev/Outbox?to=${encodeURIComponent(to)}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { emails: Array<{ kind: string; text: string; subject: string }> }).emails;
}
/** On a phone, nothing of the screen sticks out of the 390 px viewport. */
async function fitsPhone(page: Page, what: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) > 400) return;
  const over = await page
    .getByTestId('profile-page')
    .evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map((e) => `${e.tagName} ${(e.textContent ?? '').slice(0, 40)}`),
    );
  assert.deepEqual(over, [], `${what}: no element overflows the phone viewport`);
}

for (const [lang, viewport, device] of [
  ['es', DESKTOP, 'desktop'],
  ['en', PHONE, 'phone'],
] as const) {
  describe(`profile and team in ${lang} on a ${device}`, () => {
    test('a teacher edits the profile with a cropped photo, shown in the avatar menu right after', async () => {
      const { context, page } = await newPage(browser, { viewport, locale: 'es-ES' });
      try {
        await signIn(page, lang === 'es' ? 'teacher@demo.test' : 'author@demo.test', lang, viewport);
        await go(page, '/profile/my-profile');
        await page.getByRole('heading', { level: 1, name: p(lang, 'me.title') }).waitFor();
        await fitsPhone(page, 'my profile');
        await shot(page, `my-profile-${lang}-${device}`);
        await page.getByRole('link', { name: p(lang, 'me.edit') }).click();
        await waitForPath(page, '/profile/my-profile/edit');
        await page.getByRole('heading', { level: 1, name: p(lang, 'me.editTitle') }).waitFor();
        await page.getByLabel(p(lang, 'fields.phone'), { exact: true }).fill('600 11-22 33');
        assert.equal(await page.getByLabel(p(lang, 'fields.phone'), { exact: true }).inputValue(), '600112233');
        await page
          .getByLabel(p(lang, 'fields.bio'), { exact: true })
          .fill(lang === 'es' ? 'Maestro de ciencias en primaria.' : 'Science teacher.');
        await page
          .getByTestId('photo-input')
          .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(300, 200) });
        const crop = page.getByRole('dialog', { name: p(lang, 'photo.cropTitle') });
        await crop.waitFor();
        await page.waitForTimeout(300);
        await shot(page, `crop-${lang}-${device}`);
        const uploaded = page.waitForResponse((r) => r.url().includes('/FileApi/UploadAsBase64') && r.status() === 200);
        await crop.getByRole('button', { name: p(lang, 'photo.use') }).click();
        const { location } = (await (await uploaded).json()) as { location: string };
        assert.match(location, /^\/files\/Users\/\d+\/profile_\d{12}/);
        await crop.waitFor({ state: 'detached' });
        await page.getByText(p(lang, 'form.modified')).waitFor();
        await fitsPhone(page, 'profile edit');
        await shot(page, `edit-${lang}-${device}`);
        const saved = page.waitForResponse(
          (r) => r.url().includes('/AccountApi/Edit') && r.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: p(lang, 'form.save'), exact: true }).click();
        assert.equal((await saved).status(), 200);
        await waitForPath(page, '/profile/my-profile');
        // the avatar menu shows the new photo without a reload
        const avatar = page.getByRole('button', { name: t(lang, 'shell:nav.userMenu') }).locator('img');
        await page.waitForFunction(
          (src) => [...document.querySelectorAll('img')].some((i) => i.getAttribute('src') === src),
          location,
        );
        if (device === 'desktop') assert.equal(await avatar.getAttribute('src'), location);
        await page.getByText('+34 600112233').waitFor();
        await shot(page, `my-profile-saved-${lang}-${device}`);
      } finally {
        await context.close();
      }
    });

    test('a manager edits the school, invites a teacher, resends, changes the role and removes the member', async () => {
      const { context, page } = await newPage(browser, { viewport, locale: 'es-ES' });
      const email = `e2e.${lang}.${device}.${Date.now() % 100000}@demo.test`;
      try {
        await signIn(page, 'manager@demo.test', lang, viewport);
        await go(page, '/profile/school');
        await page.getByTestId('school-name').waitFor();
        await shot(page, `school-${lang}-${device}`);
        await page.getByRole('link', { name: p(lang, 'school.edit') }).click();
        await waitForPath(page, '/profile/school/edit');
        const address = `Calle Mayor ${lang === 'es' ? 11 : 12}, Madrid`;
        await page.getByLabel(p(lang, 'school.address')).fill(address);
        await page.getByLabel(p(lang, 'school.students')).selectOption('3');
        await fitsPhone(page, 'school edit');
        await shot(page, `school-edit-${lang}-${device}`);
        await page.getByRole('button', { name: p(lang, 'form.save'), exact: true }).click();
        await waitForPath(page, '/profile/school');
        await page.getByText(address).waitFor();

        await page.getByRole('link', { name: new RegExp(`^${esc(p(lang, 'team.title'))} \\(`) }).click();
        await waitForPath(page, /^\/profile\/team\/\d+$/);
        await page.getByTestId('team-member').first().waitFor();
        await fitsPhone(page, 'team');
        await shot(page, `team-${lang}-${device}`);
        // invite two colleagues (the §5 level rule first)
        const inviteOne = async (address: string, first: boolean) => {
          await page.getByRole('button', { name: p(lang, 'team.invite') }).click();
          const invite = page.getByRole('dialog', { name: p(lang, 'team.inviteTitle') });
          await invite.getByLabel(p(lang, 'fields.email')).fill(address);
          if (first) {
            await invite.getByRole('button', { name: p(lang, 'team.send') }).click();
            await invite.getByText(p(lang, 'team.errors.levels')).waitFor();
          }
          await invite.getByRole('checkbox').first().check();
          if (first) await shot(page, `invite-${lang}-${device}`);
          const invited = page.waitForResponse((r) => r.url().includes('/AccountApi/InviteUser'));
          await invite.getByRole('button', { name: p(lang, 'team.send') }).click();
          assert.equal((await invited).status(), 201);
          await invite.waitFor({ state: 'detached' });
        };
        const other = email.replace('e2e.', 'e2e.b.');
        await inviteOne(email, true);
        await inviteOne(other, false);
        let mails = await outbox(email);
        assert.equal(mails.length, 1);
        assert.equal(mails[0].kind, 'invitation');
        const link = /https?:\/\/\S+\/register\?token=[\w-]+/.exec(mails[0].text)?.[0];
        assert.ok(link, 'the invitation carries a /register link');
        // the pending members, filtered
        await page.getByLabel(p(lang, 'team.filter')).selectOption('3');
        const row = page.getByTestId('team-member').filter({ hasText: email });
        await row.getByText(p(lang, 'team.status.pending')).waitFor();
        // resend
        await row.getByRole('checkbox').check();
        const resent = page.waitForResponse((r) => r.url().includes('/AccountApi/ResendInvitation'));
        await page.getByRole('button', { name: p(lang, 'team.resend') }).click();
        assert.equal((await resent).status(), 200);
        await page.waitForTimeout(200);
        mails = await outbox(email);
        assert.equal(mails.length, 2);
        // change the role of the first
        await row.getByRole('button', { name: p(lang, 'team.editOf', { name: email }) }).click();
        const edit = page.getByRole('dialog', { name: p(lang, 'team.editTitle', { name: email }) });
        await edit.getByRole('radio', { name: t(lang, 'profile:roles.Manager') }).check();
        const edited = page.waitForResponse((r) => r.url().includes('/EditUser'));
        await edit.getByRole('button', { name: p(lang, 'form.save'), exact: true }).click();
        assert.equal((await edited).status(), 200);
        await row.getByText(new RegExp(`^${esc(t(lang, 'profile:roles.Manager'))}`)).waitFor();
        await shot(page, `team-edited-${lang}-${device}`);
        // remove the second
        const victim = page.getByTestId('team-member').filter({ hasText: other });
        await victim.getByRole('button', { name: p(lang, 'team.removeOf', { name: other }) }).click();
        const confirm = page.getByRole('dialog', { name: p(lang, 'team.removeTitle') });
        const removed = page.waitForResponse((r) => r.url().includes('/RemoveMembers'));
        await confirm.getByRole('button', { name: p(lang, 'team.removeConfirm') }).click();
        assert.equal((await removed).status(), 200);
        await victim.waitFor({ state: 'detached' });
        // the resent link opens the registration form for someone not signed in (a public-only route); the first link,
        // replaced by the resend, is no longer valid (issue 14: single use, a new link cancels the earlier ones)
        const latest = /https?:\/\/\S+\/register\?token=[\w-]+/.exec(mails[0].text)?.[0];
        assert.ok(latest && latest !== link, 'the resend carries a new /register link');
        const invitee = await newPage(browser, { viewport });
        try {
          await invitee.page.goto(latest.replace(/^https?:\/\/[^/]+/, ''));
          await invitee.page
            .getByRole('heading', { level: 1, name: t('es', 'profile:registration.register.title') })
            .waitFor();
          assert.equal(pathOf(invitee.page), '/register');
          await invitee.page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
          await waitForPath(invitee.page, '/used-token');
        } finally {
          await invitee.context.close();
        }
      } finally {
        await context.close();
      }
    });

    test('an admin opens the school group, edits it and opens the team of one of its schools', async () => {
      const { context, page } = await newPage(browser, { viewport, locale: 'es-ES' });
      try {
        await signIn(page, 'admin@demo.test', lang, viewport);
        await go(page, '/profile/school-group');
        await page.getByTestId('group-name').waitFor();
        await fitsPhone(page, 'school group');
        await shot(page, `school-group-${lang}-${device}`);
        await page.getByRole('link', { name: p(lang, 'group.edit') }).click();
        await waitForPath(page, '/profile/school-group/edit');
        await page.getByLabel(p(lang, 'group.name')).fill(`Grupo Educativo Demo ${lang}`);
        const saved = page.waitForResponse(
          (r) => r.url().includes('/SchoolGroupApi/') && r.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: p(lang, 'form.save'), exact: true }).click();
        assert.equal((await saved).status(), 200);
        await waitForPath(page, '/profile/school-group');
        await page
          .getByTestId('group-name')
          .filter({ hasText: `Grupo Educativo Demo ${lang}` })
          .waitFor();
        await page.getByRole('link', { name: p(lang, 'group.teamOf', { name: 'Colegio Demo Sur' }) }).click();
        await waitForPath(page, /^\/profile\/team\/\d+$/);
        await page.getByTestId('team-school').filter({ hasText: 'Colegio Demo Sur' }).waitFor();
        await page.getByRole('button', { name: p(lang, 'team.invite') }).waitFor();
      } finally {
        await context.close();
      }
    });

    test('a teacher creates a sharing group and shares a resource with it', async () => {
      const { context, page } = await newPage(browser, { viewport, locale: 'es-ES' });
      const name = `E2E ${lang} ${device} ${Date.now() % 100000}`;
      try {
        await signIn(page, 'teacher@demo.test', lang, viewport);
        if (device === 'desktop') {
          await page.getByRole('button', { name: t(lang, 'shell:nav.userMenu') }).click();
          await page.getByRole('menuitem', { name: t(lang, 'shell:nav.menu.sharingGroups') }).click();
          await waitForPath(page, '/profile/sharing-groups');
        } else {
          await go(page, '/profile/sharing-groups');
        }
        await page.getByRole('heading', { level: 1, name: p(lang, 'groups.title') }).waitFor();
        await page.getByRole('button', { name: p(lang, 'groups.create') }).click();
        const dialog = page.getByRole('dialog', { name: p(lang, 'groups.createTitle') });
        await dialog.getByLabel(p(lang, 'groups.name')).fill(name);
        await dialog.getByRole('checkbox', { name: /Marta Manager/ }).check();
        await shot(page, `group-create-${lang}-${device}`);
        const created = page.waitForResponse((r) => r.url().includes('/SharingGroupApi/Create'));
        await dialog.getByRole('button', { name: p(lang, 'form.save'), exact: true }).click();
        assert.equal((await created).status(), 201);
        await page.getByRole('heading', { level: 2, name: name }).waitFor();
        await fitsPhone(page, 'sharing groups');
        await shot(page, `groups-${lang}-${device}`);

        const token = await apiSignIn('teacher@demo.test');
        const res = await fetch(
          `${baseUrl()}/api/v1/ResourceApi/GetAllFiltered?pageSize=6&facets=false&languages=${lang}&locale=${lang}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const resource = ((await res.json()) as { data: Array<{ id: number; locale: string }> }).data.find(
          (r) => r.locale === lang,
        )!;
        const before = (await outbox('manager@demo.test')).length;
        await go(page, `/resource/${resource.id}`);
        await page.getByRole('button', { name: t(lang, 'explore:colleagues.open') }).click();
        const share = page.getByRole('dialog', { name: t(lang, 'explore:colleagues.title') });
        await share.getByRole('checkbox', { name: new RegExp(esc(name)) }).check();
        await share
          .getByRole('checkbox', { name: /Marta Manager/ })
          .isChecked()
          .then((c) => assert.ok(c, 'the group selects its members'));
        await shot(page, `share-group-${lang}-${device}`);
        const shared = page.waitForResponse((r) => r.url().includes('/ResourceApi/Share'));
        await share.getByRole('button', { name: t(lang, 'explore:colleagues.send') }).click();
        assert.equal((await shared).status(), 200);
        const after = await outbox('manager@demo.test');
        assert.equal(after.length, before + 1);
        assert.equal(after[0].kind, 'shared');
      } finally {
        await context.close();
      }
    });
  });
}
