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
