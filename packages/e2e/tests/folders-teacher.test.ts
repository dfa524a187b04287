/**
 * Folders, end to end, in Spanish and in English (issue 10 "Done when"): a teacher creates a folder from /folders, adds two
 * resources from resource pages, reorders them with the keyboard, renames the folder and shares it with a colleague as
 * viewer; the colleague sees it under "shared with me" and cannot reorder; the owner raises them to editor and now they
 * can; the teacher copies a Kimple folder into their folders and deletes a folder. Uses the demo teacher and manager and
 * folders this test creates (unique names), so it does not depend on other files.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page, Response } from 'playwright-core';
import { apiSignIn } from '../src/api';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { chooseLanguage, login, openNavLink, pathOf, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const f = (lang: Lang, key: string, vars?: Record<string, string | number>) => t(lang, `folders:${key}`, vars);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (s: string) => new RegExp(`^${esc(s)}$`);
/**
 * A folder card: one link named by its text, which starts with the folder's name (WCAG 2.5.3, label in name); not the
 * name of another folder that only adds a copy's number, "Name (2)".
 */
const cardName = (name: string) => new RegExp(`^${esc(name)}(?!\\s*\\(\\d+\\))`);

async function skipTour(page: Page, lang: Lang): Promise<void> {
  const skip = page.getByRole('button', { name: t(lang, 'shell:tour.skip') });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

/** The navigation language of the page (the selector of the nav bar), switched when it is not `lang`. */
async function useLanguage(page: Page, lang: Lang): Promise<void> {
  const current = (await page.evaluate(() => document.documentElement.lang)).slice(0, 2) as Lang;
  if (current === lang) return;
  await chooseLanguage(page, current, lang);
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
}

/** Signs in through the login page and lands on the feed, in `lang`. */
async function signIn(page: Page, email: string, lang: Lang): Promise<void> {
  await page.goto('/login');
  await login(page, email, 'es');
  await waitForPath(page, /^\/feed/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(300);
  await skipTour(page, 'es');
  await useLanguage(page, lang);
  await skipTour(page, lang);
}

/** In-app navigation (no reload: the session and the language stay), as a link of another app does. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path.split('?')[0]);
}

const answered = (page: Page, part: string, method = 'PUT') =>
  page.waitForResponse((r: Response) => r.url().includes(part) && r.request().method() === method);

/** Titles of the folder's resources, in the order shown. */
const shownOrder = (page: Page) =>
  page.getByTestId('folder-resource').evaluateAll((rows) => rows.map((r) => r.querySelector('a')?.textContent ?? ''));

/** Moves the resource `title` one place down with the keyboard (dnd-kit: Space, ArrowDown, Space on its handle). */
async function moveDownWithKeyboard(page: Page, lang: Lang, title: string): Promise<Response> {
  const handle = page.getByRole('button', { name: f(lang, 'detail.move', { title }), exact: true });
  await handle.focus();
  const saved = answered(page, '/OrderResources');
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  return saved;
}

/** Two resources available in `lang` (from the catalogue, through the API). */
async function twoResources(lang: Lang): Promise<Array<{ id: number; title: string }>> {
  const token = await apiSignIn('teacher@demo.test');
  const res = await fetch(
    `${baseUrl()}/api/v1/ResourceApi/GetAllFiltered?pageSize=12&facets=false&languages=${lang}&locale=${lang}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  assert.equal(res.status, 200);
  const body = (await res.json()) as { data: Array<{ id: number; title: string; locale: string }> };
  const picked = body.data.filter((r) => r.locale === lang).slice(0, 2);
  assert.equal(picked.length, 2, 'two resources in the language');
  return picked;
}

for (const lang of ['es', 'en'] as const) {
  describe(`folders (${lang})`, () => {
    test('create, add from resource pages, reorder by keyboard, rename, share as viewer, raise to editor, copy a Kimple folder, delete', async () => {
      const stamp = Date.now().toString(36);
      const name = `E2E ${lang} ${stamp}`;
      const renamed = `${name} ✓`;
      const [r1, r2] = await twoResources(lang);
      // Spanish on a desktop, English on a phone (touch, 390 px); the colleague on a desktop
      const owner = await newPage(browser, { locale: lang === 'es' ? 'es-ES' : 'en-GB', phone: lang === 'en' });
      const colleague = await newPage(browser, { locale: lang === 'es' ? 'es-ES' : 'en-GB' });
      try {
        const page = owner.page;
        await signIn(page, 'teacher@demo.test', lang);

        // ---- create a folder from /folders
        await openNavLink(page, lang, 'myFolders');
        await waitForPath(page, '/folders');
        await page.getByRole('heading', { level: 1, name: f(lang, 'title') }).waitFor();
        await page
          .getByRole('button', { name: f(lang, 'create.open') })
          .first()
          .click();
        const create = page.getByTestId('create-folder-modal');
        await create.getByRole('button', { name: f(lang, 'create.submit'), exact: true }).click();
        await create.getByText(f(lang, 'errors.required')).waitFor(); // §5: validated before sending
        await create.getByLabel(f(lang, 'create.name')).fill(name);
        await create.getByRole('button', { name: f(lang, 'create.submit'), exact: true }).click();
        await waitForPath(page, /^\/folders\/\d+$/);
        const folderId = Number(pathOf(page).split('/')[2]);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByRole('heading', { name: f(lang, 'empty.resourcesTitle') }).waitFor();

        // ---- add two resources from their pages (the resource page's folder modal)
        for (const r of [r1, r2]) {
          await go(page, `/resource/${r.id}`);
          await page.getByRole('button', { name: t(lang, 'explore:folders.open') }).click();
          const dialog = page.getByRole('dialog', { name: t(lang, 'explore:folders.title') });
          await dialog.getByRole('checkbox', { name }).check();
          const saved = answered(page, '/FolderApi/UpdateResourceInFolders');
          await dialog.getByRole('button', { name: t(lang, 'actions.save') }).click();
          assert.equal((await saved).status(), 200);
        }

        // ---- the folder lists them in the order added; reorder with the keyboard
        await go(page, `/folders/${folderId}`);
        await page.getByRole('heading', { level: 2, name: `${f(lang, 'detail.resources')} (2)` }).waitFor();
        assert.deepEqual(await shownOrder(page), [r1.title, r2.title]);
        const moved = await moveDownWithKeyboard(page, lang, r1.title);
        assert.equal(moved.status(), 200);
        await page.waitForFunction(
          (want) =>
            [...document.querySelectorAll('[data-testid="folder-resource"]')]
              .map((r) => r.querySelector('a')?.textContent)
              .join('|') === want,
          `${r2.title}|${r1.title}`,
        );
        await page.reload();
        await useLanguage(page, lang);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        assert.deepEqual(await shownOrder(page), [r2.title, r1.title], 'the new order is saved');

        // ---- rename (§5: a repeated name is refused with the §8 message)
        await page.getByRole('button', { name: f(lang, 'rename.open') }).click();
        const rename = page.getByTestId('rename-modal');
        await rename.getByLabel(f(lang, 'rename.name')).fill(renamed);
        await rename.getByRole('button', { name: f(lang, 'rename.submit'), exact: true }).click();
        await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

        // ---- share with a colleague as viewer
        await page.getByRole('button', { name: f(lang, 'share.open'), exact: true }).click();
        const share = page.getByTestId('share-modal');
        await share.getByRole('checkbox', { name: f(lang, 'share.select', { name: 'Marta Manager' }) }).check();
        assert.equal(
          await share
            .getByRole('combobox', { name: f(lang, 'share.permissionOf', { name: 'Marta Manager' }) })
            .inputValue(),
          'Read',
        );
        const shared = answered(page, '/FolderApi/Share', 'POST');
        await share.getByRole('button', { name: f(lang, 'share.submit'), exact: true }).click();
        assert.equal((await shared).status(), 200);

        // ---- the colleague finds it under "shared with me" and cannot reorder
        const cp = colleague.page;
        await signIn(cp, 'manager@demo.test', lang);
        await cp
          .getByRole('link', { name: t(lang, 'shell:nav.myFolders') })
          .first()
          .click();
        await waitForPath(cp, '/folders');
        await cp.getByRole('tab', { name: f(lang, 'tabs.shared') }).click();
        await cp.getByRole('link', { name: cardName(renamed) }).click();
        await waitForPath(cp, `/folders/${folderId}`);
        await cp.getByRole('heading', { level: 1, name: renamed }).waitFor();
        await cp
          .getByRole('note')
          .filter({ hasText: exact(f(lang, 'errors.noEdit')) })
          .waitFor();
        assert.equal(
          await cp.getByRole('button', { name: f(lang, 'detail.move', { title: r1.title }), exact: true }).count(),
          0,
          'a viewer has no handles',
        );
        assert.equal(await cp.getByRole('button', { name: f(lang, 'rename.open') }).count(), 0);

        // ---- the owner raises them to editor
        await page.getByRole('button', { name: f(lang, 'permissions.open') }).click();
        const perms = page.getByTestId('permissions-modal');
        const updated = answered(page, '/FolderApi/UpdatePermissions');
        await perms
          .getByRole('combobox', { name: f(lang, 'permissions.change', { name: 'Marta Manager' }) })
          .selectOption('Edit');
        assert.equal((await updated).status(), 200);
        await perms.getByRole('button', { name: f(lang, 'detail.close'), exact: true }).click();

        // ---- now the colleague can reorder
        await cp.reload();
        await useLanguage(cp, lang);
        await cp.getByRole('heading', { level: 1, name: renamed }).waitFor();
        await cp.getByText(f(lang, 'permission.youCanEdit')).waitFor();
        const movedByColleague = await moveDownWithKeyboard(cp, lang, r2.title);
        assert.equal(movedByColleague.status(), 200);
        await cp.reload();
        await useLanguage(cp, lang);
        await cp.getByRole('heading', { level: 1, name: renamed }).waitFor();
        assert.deepEqual(await shownOrder(cp), [r1.title, r2.title]);

        // ---- copy a Kimple folder into my folders
        await page.getByRole('link', { name: `← ${f(lang, 'detail.back')}` }).click();
        await waitForPath(page, '/folders');
        await page.getByRole('tab', { name: f(lang, 'tabs.provider') }).click();
        const providers = page.getByRole('list', { name: f(lang, 'tabs.provider') });
        const firstProvider = providers.getByRole('link').first();
        const providerName = ((await firstProvider.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
        assert.ok(providerName, 'the Kimple folder card shows its name as a heading');
        await firstProvider.click();
        await waitForPath(page, /^\/kimple-folders\/\d+$/);
        await page.getByRole('heading', { level: 1, name: providerName }).waitFor();
        await page.getByRole('button', { name: f(lang, 'kimple.copy') }).click();
        await waitForPath(page, /^\/folders\/\d+$/);
        const copyId = Number(pathOf(page).split('/')[2]);
        assert.notEqual(copyId, folderId);
        const copyHeading = page.getByRole('heading', {
          level: 1,
          name: new RegExp(`^${esc(providerName)}( \\(\\d+\\))?$`),
        });
        await copyHeading.waitFor();
        const copyName = (await copyHeading.textContent()) ?? '';
        await page
          .getByText(new RegExp(esc(f(lang, 'detail.copied', { date: 'DATE' })).replace('DATE', '.+')))
          .waitFor();

        // ---- delete a folder (the one we made): it leaves my folders and the colleague's list
        await go(page, `/folders/${folderId}`);
        await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
        await page.getByRole('button', { name: f(lang, 'delete.open'), exact: true }).click();
        const deleted = answered(page, `/FolderApi/Delete/${folderId}`, 'DELETE');
        await page
          .getByTestId('delete-modal')
          .getByRole('button', { name: f(lang, 'delete.submit'), exact: true })
          .click();
        assert.equal((await deleted).status(), 200);
        await waitForPath(page, '/folders');
        await page.getByRole('list', { name: f(lang, 'tabs.mine') }).waitFor();
        assert.equal(await page.getByRole('link', { name: cardName(renamed) }).count(), 0);
        await page.getByRole('link', { name: cardName(copyName) }).waitFor(); // the copy is among my folders
        await cp.reload();
        await waitForPath(cp, '/not-found');
      } finally {
        await owner.context.close();
        await colleague.context.close();
      }
    });
  });
}
