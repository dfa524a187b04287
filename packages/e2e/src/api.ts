/** Direct calls to the running platform's API (outside the browser), for test set-up. */
import { baseUrl, DEMO_PASSWORD } from './browser';

/** POST /api/v1/AccountApi/SignIn → the access token of a demo account. */
export async function apiSignIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/AccountApi/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, locale: 'es' }),
  });
  if (!res.ok) throw new Error(`SignIn ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token?: string; data?: { token?: string } };
  const token = body.token ?? body.data?.token;
  if (!token) throw new Error(`SignIn ${email}: no token in the answer`);
  return token;
}

export interface DevNotification {
  title: string;
  brief?: string;
  detail?: string;
  tag?: number;
  userIds?: number[];
}

/**
 * Publishes a notification visible now through the development route POST /api/v1/Dev/Notifications
 * (served because the suite starts the platform with OUTBOX_READABLE=1); the API pushes
 * UpdatedNotifications to the connected users.
 */
export async function publishNotification(token: string, n: DevNotification): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/Dev/Notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(n),
  });
  if (res.status !== 201) throw new Error(`Dev/Notifications: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

export interface StudentResourceInfo {
  id: number;
  title: string;
  author: { name: string };
  category: { name: string } | null;
  numberOfClasses: number;
}

/** The first student link (/r/{id}) answering GET /api/v1/ResourceApi/GetStudentResource (link ids tried from 1; the demo seed has 1 and 2). */
export async function firstStudentResource(locale = 'es'): Promise<StudentResourceInfo> {
  for (let id = 1; id <= 50; id++) {
    const res = await fetch(`${baseUrl()}/api/v1/ResourceApi/GetStudentResource?id=${id}&locale=${locale}`);
    if (res.ok) return (await res.json()) as StudentResourceInfo;
  }
  throw new Error('no public student resource among ids 1-50');
}

interface KreaResourceView {
  id: number;
  version: number;
  classPlans: Array<{ id: number }>;
  skillIds: number[];
  crossAreaIds: number[];
  ageRangeIds: number[];
  topics: Array<{ topicId: number; subtopicIds: number[] }>;
}

/** One API call as `token` (throws on an error status). */
export async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A Krea resource of author@ in `locale`, filled, with one 50-minute class for teachers, sent to review and approved by
 * approver@ (published): what a content needs to be complete (issue 31). The taxonomy ids are those of the demo
 * draft "Energía en casa". Returns its id.
 */
export async function publishedKreaResource(locale: 'es' | 'en' | 'ca', title: string): Promise<number> {
  const author = await apiSignIn('author@demo.test');
  const approver = await apiSignIn('approver@demo.test');
  const list = await call<{ data: Array<{ id: number }> }>(
    author,
    'GET',
    `/krea/Resource?owner=true&text=${encodeURIComponent('Energía en casa')}`,
  );
  const demo = await call<KreaResourceView>(author, 'GET', `/krea/Resource/${list.data[0].id}?locale=es`);
  const c = await call<KreaResourceView>(author, 'POST', `/krea/Resource?locale=${locale}`, { title });
  const r = await call<KreaResourceView>(author, 'PUT', `/krea/Resource/${c.id}`, {
    version: c.version,
    locale,
    title,
    type: 1,
    implementation: 'offline',
    skillIds: demo.skillIds,
    crossAreaIds: demo.crossAreaIds,
    ageRangeIds: demo.ageRangeIds,
    sdgIds: [7, 13],
    topics: demo.topics,
    keywords: [],
    videoUrl: 'https://www.youtube.com/watch?v=energia-demo',
    caption: title,
    presentation: `<p>${title}</p>`,
    rhetoricalQuestion: '¿?',
    classPlanDescription: '<p>1</p>',
    pedagogicalGoal: '<p>1</p>',
    studentPedagogicalGoal: '<p>1</p>',
    classPlans: [
      {
        id: c.classPlans[0].id,
        name: title,
        organizationType: 'group',
        classLayout: 'circle',
        minutesDuration: 50,
        teacherEnabled: true,
        developmentSection: `<p>${title}</p>`,
        studentStatement: `<p>${title}</p>`,
      },
    ],
  });
  await call<unknown>(author, 'PUT', `/krea/Resource/${c.id}/Status`, { status: 'published', locales: [locale] });
  await call<unknown>(approver, 'POST', `/krea/Resource/${c.id}/Review`, { locale, decision: 'approve' });
  return r.id;
}
