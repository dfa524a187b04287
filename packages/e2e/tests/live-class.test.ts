/**
 * Issue 33 in Chromium: a teacher gives a live class from a resource's Teacher tab to three students, each in a browser
 * context of their own (one on a phone, none signed in): they join with nicknames (a duplicate is refused at the
 * field), see the section the teacher shows, answer the question the teacher launches (the counts arrive on the
 * teacher's screen), one drops offline and comes back with the same nickname and answer, the teacher removes one and
 * ends the class, and the summary is there, also from the used-content history. In Spanish, the default language.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { apiSignIn } from '../src/api';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';
import { auditScreen, problems, settle, trackRequests } from '../src/audit';
import { shot } from '../src/shots';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// the e2e t() reads keys as they are: a plural is its _other key (every count here is more than one)
const L = (key: string, vars?: Record<string, string | number>) => t('es', `live:${key}`, vars);
const exactly = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

interface Detail {
  id: number;
  teacherMaterial: { classPlans: Array<{ id: number; classNumber: number; name: string }> };
}

/**
 * A resource of the demo catalogue with at least one class (every demo class has quick checks, issue 33's seed). The
 * oldest first: resources that other tests publish from Krea (newer ids) have classes without quick checks.
 */
async function resourceWithClass(token: string): Promise<Detail> {
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (
    await fetch(`${baseUrl()}/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=100&pageNumber=0`, { headers: auth })
  ).json()) as { data: Array<{ id: number; numberOfClasses: number }> };
  for (const r of list.data.filter((x) => x.numberOfClasses > 0).sort((a, b) => a.id - b.id)) {
    const d = (await (
      await fetch(`${baseUrl()}/api/v1/ResourceApi/GetByLocale/${r.id}?locale=es`, { headers: auth })
    ).json()) as Detail;
    if (d.teacherMaterial?.classPlans.length) return d;
  }
  throw new Error('no resource with a class in the demo catalogue');
}

async function join(page: Page, code: string, nickname: string): Promise<void> {
  await page.goto(`/live/${code}`);
  const field = page.getByLabel(L('join.nickname'));
  await field.fill(nickname);
  await page.getByRole('button', { name: L('join.submit') }).click();
}

async function audit(page: Page, phone: boolean, what: string): Promise<void> {
  await settle(page);
  const found = problems(await auditScreen(page), phone);
  assert.deepEqual(found, [], `${what}: ${found.join('; ')}`);
}

describe('the live class', () => {
  test('one teacher, three students (one on a phone): join, show, answer, drop and come back, remove, end, summary', async () => {
    const token = await apiSignIn('teacher@demo.test');
    const r = await resourceWithClass(token);
    const cls = r.teacherMaterial.classPlans[0];
    const { context: tc, page: teacher } = await newPage(browser);
    const students: Array<Awaited<ReturnType<typeof newPage>>> = [];
    try {
      trackRequests(teacher);
      await login(teacher, 'teacher@demo.test');
      await waitForPath(teacher, /^\/feed/);
      await teacher.goto(`/resource/${r.id}/t/class/${cls.id}`);
      const start = teacher.getByRole('button', {
        name: t('es', 'classpack:live.buttonNamed', { n: cls.classNumber, name: cls.name }),
      });
      await start.click();
      await waitForPath(teacher, /^\/live\/teach\/\d+$/);
      const sessionId = Number(new URL(teacher.url()).pathname.split('/').pop());
      const code = ((await teacher.getByTestId('live-code').textContent()) ?? '').trim();
      assert.match(code, /^[A-Z0-9]{6}$/);
      assert.equal(
        new URL((await teacher.getByTestId('live-join-link').getAttribute('href'))!).pathname,
        `/live/${code}`,
      );
      await teacher.getByRole('img', { name: L('teach.qr') }).waitFor();

      // three students: a phone and two desktops, no account; a taken nickname is refused (whatever its case)
      for (const phone of [true, false, false]) students.push(await newPage(browser, { phone }));
      const [ana, bea, carla] = students.map((s) => s.page);
      await join(ana, code, 'Ana');
      await ana.getByText(L('student.waiting')).waitFor();
      await join(bea, code, 'Bea');
      await bea.getByText(L('student.waiting')).waitFor();
      await join(carla, code, 'ana');
      const taken = carla.getByRole('alert');
      await taken.waitFor();
      assert.equal((await taken.textContent())?.trim(), L('errors.LIVE_NICKNAME_TAKEN'));
      assert.equal(await carla.getByLabel(L('join.nickname')).getAttribute('aria-invalid'), 'true');
      await carla.getByLabel(L('join.nickname')).fill('Carla');
      await carla.getByRole('button', { name: L('join.submit') }).click();
      await carla.getByText(L('student.waiting')).waitFor();
      await teacher.getByRole('heading', { name: L('teach.participants_other', { count: 3 }) }).waitFor();
      await audit(ana, true, 'student waiting, phone');

      // a section, then the class's first quick check
      await teacher.getByRole('button', { name: `${L('teach.show')}: ${L('sections.development')}` }).click();
      await ana.getByRole('heading', { level: 2, name: L('sections.development') }).waitFor();
      await bea.getByRole('heading', { level: 2, name: L('sections.development') }).waitFor();
      await teacher
        .getByRole('button', { name: new RegExp(`^${L('teach.launch')}: `) })
        .first()
        .click();
      const radiosA = ana.getByRole('radio');
      await radiosA.first().waitFor();
      await radiosA.first().check();
      await ana.getByRole('button', { name: L('student.send') }).click();
      await ana.getByTestId('live-answer-sent').waitFor();
      await bea.getByRole('radio').nth(1).check();
      await bea.getByRole('button', { name: L('student.send') }).click();
      await bea.getByTestId('live-answer-sent').waitFor();
      await teacher.getByText(L('teach.answered_other', { count: 2, total: 3 })).waitFor();
      const countOf = async (i: number) =>
        (await teacher.getByTestId('live-option-count').nth(i).textContent())?.replace(/\s/g, ' ');
      assert.match((await countOf(0))!, /^1 · 50 %$/);
      assert.match((await countOf(1))!, /^1 · 50 %$/);
      await audit(ana, true, 'student question, phone');
      await audit(teacher, false, 'teacher screen');
      await shot(ana, 'live-student-question-phone', { fullPage: false });
      await shot(teacher, 'live-teacher-desktop', { fullPage: false });

      // Ana's phone drops: "reconnecting" said; back online, she is Ana again with her answer
      await students[0].context.setOffline(true);
      await ana.getByTestId('live-link-status').getByText(L('state.reconnecting')).waitFor();
      await students[0].context.setOffline(false);
      // up again: the link restarts and joins with the rejoin key (the status line empties once the answer is back)
      await ana.waitForFunction(
        () => document.querySelector('[data-testid="live-link-status"]')?.textContent === '',
        undefined,
        { timeout: 20_000 },
      );
      await ana.getByTestId('live-answer-sent').waitFor();
      assert.equal(await radiosA.first().isChecked(), true);
      await ana.getByText(L('student.you', { nickname: 'Ana' })).waitFor();
      await teacher.getByText(L('teach.answered_other', { count: 2, total: 3 })).waitFor();

      // the teacher removes Carla (asked first), then ends the class (asked first)
      await teacher.getByRole('button', { name: L('teach.removeNamed', { nickname: 'Carla' }) }).click();
      const dialog = teacher.getByRole('alertdialog', { name: L('teach.removeTitle', { nickname: 'Carla' }) });
      await dialog.getByRole('button', { name: exactly(L('teach.remove')) }).click();
      await carla.getByRole('heading', { name: L('student.removedTitle') }).waitFor();
      await teacher.getByRole('heading', { name: L('teach.participants_other', { count: 2 }) }).waitFor();
      await teacher.getByRole('button', { name: L('teach.end') }).click();
      const endDialog = teacher.getByRole('alertdialog', { name: L('teach.endTitle') });
      await endDialog.getByRole('button', { name: L('teach.end') }).click();
      const summary = teacher.getByTestId('live-summary');
      await summary.getByRole('heading', { level: 1, name: cls.name }).waitFor();
      await summary
        .getByText(L('summary.answered_other', { count: 2 }))
        .first()
        .waitFor();
      await ana.getByRole('heading', { name: L('student.endedTitle') }).waitFor();
      await bea.getByRole('heading', { name: L('student.endedTitle') }).waitFor();
      await audit(teacher, false, 'summary');

      // reopened from the used-content history: the record the end of the class made links to its summary
      await teacher.goto('/my-stats/used-content');
      const link = teacher.locator(`a[href="/live/teach/${sessionId}/summary"]`);
      assert.equal((await link.textContent())?.trim(), t('es', 'stats:history.liveSummary'));
      await link.click();
      await waitForPath(teacher, `/live/teach/${sessionId}/summary`);
      await teacher.getByTestId('live-summary').getByRole('heading', { level: 1, name: cls.name }).waitFor();
    } finally {
      for (const s of students) await s.context.close();
      await tc.close();
    }
  });
});
