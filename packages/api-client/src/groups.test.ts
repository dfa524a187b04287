/**
 * The group modules: each call goes through the shared `apiClient` (whatever its transport), with the
 * URL, query and body of spec §7, and answers the response body typed from @platform/contracts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bus } from '@platform/event-bus';
import { setAccessToken, setLocale } from '@platform/session';
import { apiClient, ApiError } from '@platform/api-client';
import * as account from './account';
import * as reference from './reference';
import * as resource from './resource';
import * as programs from './educational-program';
import * as kimpleFolders from './kimple-folder';
import * as folders from './folder';
import * as notifications from './notification';
import * as courses from './academic-course';
import * as metrics from './metric';
import * as email from './email';
import * as krea from './krea';
import * as school from './school';
import * as schoolGroup from './school-group';
import * as sharingGroup from './sharing-group';
import { requestQuote } from './license';
import { uploadAsBase64 } from './files';
import { logPageAccess } from './analytics';
import { commaLists } from './params';

interface Call {
  method: string;
  url: string;
  body?: unknown;
  config?: Record<string, unknown>;
}
const calls: Call[] = [];
let reply: (c: Call) => unknown = () => ({});

const fake = (method: string, withBody: boolean) =>
  jest.spyOn(apiClient, method as 'get').mockImplementation(async (url: string, a?: unknown, b?: unknown) => {
    const c: Call = withBody
      ? { method, url, body: a, config: b as Record<string, unknown> }
      : { method, url, config: a as Record<string, unknown> };
    calls.push(c);
    const data = await reply(c);
    if (data instanceof ApiError) throw data;
    return { data, status: 200, headers: {} } as never;
  });

beforeAll(() => {
  fake('get', false);
  fake('post', true);
  fake('put', true);
  fake('delete', false);
});
beforeEach(() => {
  calls.length = 0;
  reply = () => ({});
});

describe('the group modules use only the shared client', () => {
  it('import it by its package name (one instance in bundles), never ./client, ./core or ./http', () => {
    const groups = fs.readdirSync(__dirname).filter(
      // the transport: the client, its interface and errors, axios' part and the retry of a lost answer (loaded by http.ts)
      (f) =>
        f.endsWith('.ts') &&
        !f.endsWith('.test.ts') &&
        !['index.ts', 'client.ts', 'core.ts', 'http.ts', 'lost-answer.ts'].includes(f),
    );
    expect(groups.length).toBeGreaterThanOrEqual(13);
    for (const f of groups) {
      const src = fs.readFileSync(path.join(__dirname, f), 'utf8');
      expect([f, /from '\.\/(client|core|http|index)'/.test(src)]).toEqual([f, false]);
    }
  });
  it('every group is a subpath of the package, none is the shared entry', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    for (const g of [
      'account',
      'reference',
      'resource',
      'educational-program',
      'kimple-folder',
      'folder',
      'notification',
      'academic-course',
      'email',
      'files',
      'analytics',
      'krea',
      'license',
      'metric',
      'school',
      'school-group',
      'sharing-group',
    ]) {
      expect(pkg.exports[`./${g}`]).toBe(`./src/${g}.ts`);
    }
  });
});

describe('account', () => {
  it('signIn posts the credentials (subdomain variant) and answers the token', async () => {
    reply = () => ({ token: 'tok', expiresIn: 900 });
    expect(await account.signIn({ email: 't@s.es', password: 'Secret1' }, 'school-a')).toEqual({
      token: 'tok',
      expiresIn: 900,
    });
    expect(calls[0]).toMatchObject({
      method: 'post',
      url: '/AccountApi/SignIn/school-a',
      body: { email: 't@s.es', password: 'Secret1' },
    });
    await expect(
      account.signIn({ email: 'a@b.c', password: 'x' }).then(
        () => 'ok',
        (e: ApiError) => e.message,
      ),
    ).resolves.toBe('ok');
    reply = () => ({});
    await expect(account.signIn({ email: 'a@b.c', password: 'x' })).rejects.toThrow('SignIn answered without a token');
  });
  it('refreshToken and logout are silent, without locale, and never throw', async () => {
    reply = () => ({ token: 'fresh', expiresIn: 900 });
    expect(await account.refreshToken()).toBe('fresh');
    expect(calls[0]).toMatchObject({ url: '/AccountApi/RefreshToken', config: { ignoreLocale: true, silent: true } });
    reply = () => new ApiError(401, 'UNAUTHORIZED', 'no');
    expect(await account.refreshToken()).toBeNull();
    await expect(account.logout()).resolves.toBeUndefined();
    expect(calls[2]).toMatchObject({
      url: '/AccountApi/Logout',
      config: { ignoreLocale: true, silent: true, headers: { 'X-Requested-With': 'XMLHttpRequest' } },
    });
  });
  it('me, subdomain, preferences and password reset', async () => {
    reply = (c) => (c.url === '/AccountApi/Me' ? { userId: 7, email: 't@s.es' } : { ok: c.url });
    expect((await account.me()).userId).toBe(7);
    await account.getSubdomain('demo-school');
    expect(calls[1]).toMatchObject({
      url: '/AccountApi/GetSubdomain',
      config: { params: { subdomain: 'demo-school' } },
    });
    await account.languageConfiguration({ DefaultMailingLanguage: 'en', DefaultNavigationLanguage: 'ca' });
    expect(calls[2]).toMatchObject({
      url: '/AccountApi/LanguageConfiguration',
      config: { params: { DefaultMailingLanguage: 'en', DefaultNavigationLanguage: 'ca' }, ignoreLocale: true },
    });
    await account.resetPasswordEmail('a@b.c');
    expect(calls[3]).toMatchObject({
      url: '/AccountApi/ResetPasswordEmail',
      body: { email: 'a@b.c' },
      config: { silent: true },
    });
    await account.navigationTutorial(false);
    expect(calls[4]).toMatchObject({ url: '/AccountApi/NavigationTutorial', body: { status: false } });
  });
  it('facet lists and suggestions send lists as comma lists', async () => {
    reply = () => [];
    await account.available('Topics', { topicIds: [1, 2], months: [], text: 'x', authorId: undefined });
    expect(calls[0]).toMatchObject({
      url: '/AccountApi/AvailableTopics',
      config: { params: { topicIds: '1,2', text: 'x' } },
    });
    await account.availableSuggestions('ca');
    expect(calls[1].config).toEqual({ params: { pageNumber: 0, pageSize: 10, locale: 'ca' } });
  });
});

describe('reference, academic courses, krea', () => {
  it("lists come bare; FAQ questions under data (the API's documented shape)", async () => {
    reply = (c) =>
      c.url === '/FrequentlyAskedQuestion/GetAll' ? { data: [{ id: 1, question: 'q' }] } : [{ id: 2, name: 'Contact' }];
    expect(await reference.faqs(1)).toEqual([{ id: 1, question: 'q' }]);
    expect(calls[0].config).toEqual({ params: { category: 1 } });
    expect(await reference.faqSections()).toEqual([{ id: 2, name: 'Contact' }]);
    await reference.subtopicsFiltered({ topicIds: [3, 4] });
    expect(calls[2].config).toEqual({ params: { topicIds: '3,4' } });
    await courses.academicCourses(5);
    expect(calls[3]).toMatchObject({ url: '/AcademicCourseApi', config: { params: { schoolId: 5 } } });
  });
  it('krea terms are silent by default', async () => {
    await krea.termsAndConditions();
    expect(calls[0]).toMatchObject({ url: '/krea/Account/TermsAndConditions', config: { silent: true } });
  });
  it('krea contents: create with query, version-checked silent save, status, review, one-language delete, owner-flagged resources', async () => {
    reply = () => ({ id: 4 });
    await krea.createContent('en', 2);
    expect(calls[0]).toMatchObject({
      method: 'post',
      url: '/krea/EducationalProgram',
      body: {},
      config: { params: { locale: 'en', contentType: 2 } },
    });
    await krea.saveContent(4, { version: 3, locale: 'es', title: 'T' });
    expect(calls[1]).toMatchObject({
      method: 'put',
      url: '/krea/EducationalProgram/4',
      body: { version: 3, locale: 'es', title: 'T' },
      config: { silent: true },
    });
    await krea.updateStatus(4, 'published', ['es']);
    expect(calls[2]).toMatchObject({
      url: '/krea/EducationalProgram/4/UpdateStatus',
      body: { status: 'published', locales: ['es'] },
    });
    await krea.review(4, 'es', 'return', 'Falta');
    expect(calls[3]).toMatchObject({
      url: '/krea/EducationalProgram/4/Review',
      body: { locale: 'es', decision: 'return', comment: 'Falta' },
    });
    await krea.deleteContent(4, 'en');
    expect(calls[4]).toMatchObject({
      method: 'delete',
      url: '/krea/EducationalProgram/4',
      config: { params: { locale: 'en', onlyLocale: 'true' } },
    });
    await krea.resources(false, 1);
    expect(calls[5]).toMatchObject({
      url: '/krea/Resource',
      config: { params: { owner: 'false', pageNumber: 1, pageSize: 6 } },
    });
    await krea.contents('inReview', 'own');
    expect(calls[6]).toMatchObject({
      url: '/krea/EducationalProgram',
      config: { params: { status: 'inReview', ownership: 'own', pageNumber: 0, pageSize: 24 } },
    });
  });
  it('krea resource collaborators: read and set through /krea/Resource/{id}/Authors', async () => {
    reply = () => [];
    await krea.resourceAuthors(71);
    expect(calls[0]).toMatchObject({ method: 'get', url: '/krea/Resource/71/Authors' });
    await krea.setResourceAuthors(71, [{ userId: 5, permission: 'commenter' }]);
    expect(calls[1]).toMatchObject({
      method: 'put',
      url: '/krea/Resource/71/Authors',
      body: { authors: [{ userId: 5, permission: 'commenter' }] },
    });
  });
});

describe('resources, programs, folders', () => {
  it('resource calls: widgets, search with comma lists, a resource in a language, the redirect marker', async () => {
    await resource.mostViewed(4, 2, { topicIds: [1] });
    expect(calls[0]).toMatchObject({
      url: '/ResourceApi/GetMostViewedResources',
      config: { params: { topicIds: '1', limit: 4, pageNumber: 2 } },
    });
    await resource.byLocale(7, 'en');
    expect(calls[1]).toMatchObject({ url: '/ResourceApi/GetByLocale/7', config: { params: { locale: 'en' } } });
    await resource.shareableLink(7, [101, 102]);
    expect(calls[2].config).toEqual({ params: { classIds: '101,102' } });
    expect(resource.isRedirect({ redirect: { locale: 'en', id: 7 } })).toBe(true);
    expect(resource.isRedirect({ id: 7 })).toBe(false);
  });
  it('program lists by kind, PDF as a blob', async () => {
    await programs.list({ text: 'x' }, { custom: true, owned: true });
    await programs.list({}, { owned: true });
    await programs.pdf(3, 'ca');
    expect(calls.map((c) => c.url)).toEqual([
      '/EducationalProgramApi/CustomOwned',
      '/EducationalProgramApi/GetAllFilteredOwned',
      '/EducationalProgramApi/3/GeneratePDF',
    ]);
    expect(calls[2]).toMatchObject({ body: { locale: 'ca' }, config: { responseType: 'blob' } });
  });
  it('folders, provider folders, used content', async () => {
    await folders.create('Ciencias');
    await folders.updateResourceInFolders({ resourceId: 7, folderIds: [1] } as never);
    await kimpleFolders.ephemerides(0, 3, '2026-04-01');
    await courses.registerUsedContent({ educationalProgramId: 3 } as never);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /FolderApi/Create',
      'put /FolderApi/UpdateResourceInFolders',
      'get /KimpleFolderApi/GetEphemerides',
      'post /AcademicCourseApi/UsedContentRecord',
    ]);
    expect(calls[0].body).toEqual({ name: 'Ciencias' });
  });
  it('every FolderApi call and KimpleFolderApi Save / Share: verb, path, query, body; refusable writes are silent', async () => {
    await folders.allByUser();
    await folders.byLocale(3);
    await folders.rename(3, 'Nuevo');
    await folders.describe(3, 'Texto "plano"');
    await folders.remove(3);
    await folders.removeResource(3, 7);
    await folders.removeFromAllFolders(7);
    await folders.orderResources(3, { resourceIds: [7, 8] });
    await folders.editPermission(3);
    await folders.users(3);
    await folders.userPermissions(3);
    await folders.updatePermissions({ folderId: 3, userPermissions: [{ user: { userId: 9 }, permission: 'Edit' }] });
    await folders.share({ folderId: 3, recipients: [{ userId: 9, permission: 'Read' }] });
    await kimpleFolders.allByLocale();
    await kimpleFolders.resources(11, 1);
    await kimpleFolders.save(11);
    await kimpleFolders.share({ folderId: 11, recipientIds: [9], folderLocale: 'en' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /FolderApi/GetAllByUser',
      'get /FolderApi/GetByLocale/3',
      'put /FolderApi/Rename/3',
      'put /FolderApi/3/Description',
      'delete /FolderApi/Delete/3',
      'delete /FolderApi/3/Resource/7',
      'delete /FolderApi/RemoveFromAllFolders/7',
      'put /FolderApi/3/OrderResources',
      'put /FolderApi/3/EditPermission',
      'get /FolderApi/GetUsers',
      'get /FolderApi/UserPermissions',
      'put /FolderApi/UpdatePermissions',
      'post /FolderApi/Share',
      'get /KimpleFolderApi/getAllByLocale',
      'get /KimpleFolderApi/11/AssociatedResources',
      'post /KimpleFolderApi/11/Save',
      'post /KimpleFolderApi/Share',
    ]);
    expect(calls[0].config).toEqual({ params: { pageNumber: 0, pageSize: 500 } });
    expect(calls[2]).toMatchObject({ body: { name: 'Nuevo', id: 3 }, config: { silent: true } });
    expect(calls[3]).toMatchObject({
      body: '"Texto \\"plano\\""',
      config: { silent: true, headers: { 'Content-Type': 'application/json' } },
    });
    expect(calls[9].config).toEqual({ params: { folderId: 3 } });
    expect(calls[14].config).toEqual({ params: { pageNumber: 1, pageSize: 6 } });
    for (const i of [2, 3, 4, 5, 6, 7, 8, 11, 12, 15, 16])
      expect([calls[i].url, calls[i].config?.silent]).toEqual([calls[i].url, true]);
  });
});

describe('notifications, email, licence, files', () => {
  it('send what the spec says', async () => {
    await notifications.cards({ pageNumber: 1, pageSize: 5 }, { silent: true });
    expect(calls[0]).toMatchObject({
      url: '/NotificationApi/Cards',
      config: { params: { pageNumber: 1, pageSize: 5 }, silent: true },
    });
    await email.contact({ name: 'n', email: 'e@x.es', message: 'm', role: 'teacher' });
    await requestQuote({ license: 'campus', name: 'n', email: 'e@x.es', schoolName: 's' });
    expect(calls[2].config).toEqual({ silent: true });
    await uploadAsBase64({ content: 'AAAA', extension: 'png', filePath: 'Users/1/profile_1' });
    expect(calls.map((c) => c.url)).toEqual([
      '/NotificationApi/Cards',
      '/EmailApi/Contact',
      '/LicenseApi/RequestQuote',
      '/FileApi/UploadAsBase64',
    ]);
  });
});

describe('commaLists', () => {
  it('joins arrays, drops empties', () => {
    expect(commaLists({ a: [1, 2], b: [], c: '', d: null, e: undefined, f: 0, g: false, h: 'x' })).toEqual({
      a: '1,2',
      f: 0,
      g: false,
      h: 'x',
    });
  });
});

describe('analytics', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('logPageAccess posts with fetch (not the client), the bearer and the locale, and never rejects nor toasts', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    setAccessToken('tok');
    setLocale('es');
    await logPageAccess({ from: '/login', to: '/feed', redirect: true, publicPage: false });
    expect(calls).toHaveLength(0); // the client untouched
    expect(sent[0].url).toBe('/api/v1/AnalyticsApi/PageAccess');
    expect(sent[0].init.method).toBe('POST');
    expect((sent[0].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({
      from: '/login',
      to: '/feed',
      redirect: true,
      publicPage: false,
      locale: 'es',
    });

    const toast = jest.fn();
    bus.on('platform.toast.show.v1', toast);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(logPageAccess({ to: '/feed' })).resolves.toBeUndefined();
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 500 })) as typeof fetch;
    await expect(logPageAccess({ to: '/feed' })).resolves.toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('metrics and the used-content history', () => {
  it('MetricApi: range and school in the query (no school for own statistics)', async () => {
    reply = () => ({ access: 'real' });
    expect(await metrics.schools()).toEqual({ access: 'real' });
    await metrics.metric('ChosenSkills', 'lastSemester', 4);
    await metrics.metric('CategoryMetric', 'last30days');
    await metrics.coverageMap('lastYear', 'sdg', 4);
    expect(calls.map((c) => [c.url, c.config])).toEqual([
      ['/MetricApi/Schools', undefined],
      ['/MetricApi/ChosenSkills', { params: { range: 'lastSemester', schoolId: 4 } }],
      ['/MetricApi/CategoryMetric', { params: { range: 'last30days' } }],
      ['/MetricApi/CoverageMap', { params: { range: 'lastYear', dimension: 'sdg', schoolId: 4 } }],
    ]);
  });
  it('history: 5 a page, filters; the admin variant and the filters', async () => {
    await courses.usedContentHistory({ pageNumber: 1, contentId: 3, schoolId: 9 });
    await courses.usedContentHistoryAdmin({ pageNumber: 0, schoolId: 9 });
    await courses.usedContentFilters(true, 9);
    await courses.usedContentFilters(false);
    expect(calls.map((c) => [c.url, c.config])).toEqual([
      ['/AcademicCourseApi/UsedContentRecords', { params: { pageSize: 5, pageNumber: 1, contentId: 3 } }],
      ['/AcademicCourseApi/UsedContentRecords/Admin', { params: { pageSize: 5, pageNumber: 0, schoolId: 9 } }],
      ['/AcademicCourseApi/UsedContentRecords/Filters', { params: { admin: 'true', schoolId: 9 } }],
      ['/AcademicCourseApi/UsedContentRecords/Filters', { params: {} }],
    ]);
  });
});

describe('registration (trial, invitations, freemium, external sign-in)', () => {
  it('AccountApi registration calls: verb, path, query, body; public writes are silent', async () => {
    await account.userExists('a@b.es');
    await account.registerTrialUser({
      email: 'a@b.es',
      repeatEmail: 'a@b.es',
      password: 'Aa1aaa',
      confirmPassword: 'Aa1aaa',
      fullName: 'A',
      cellPhoneNumber: '600',
      phoneCountry: 'ES',
      positionId: 1,
      school: { id: 3 },
      termsAccepted: true,
    });
    await account.confirmTrialEmail(7, 'tok');
    await account.getInvitedUserInfo('tok');
    await account.acceptInvitation({
      token: 'tok',
      fullName: 'A',
      positionId: 1,
      cellPhoneNumber: '600',
      phoneCountry: 'ES',
      password: 'Aa1aaa',
      confirmPassword: 'Aa1aaa',
      termsAccepted: true,
    });
    await account.requestInvitationResend('expired-tok');
    await account.getInvitedTrialUsers();
    await account.userExistsInSchool('c@d.es');
    await account.sendTrialUsersInvitation(['c@d.es']);
    await account.requestFreemiumLicense();
    await account.externalProviders();
    await account.externalNonce();
    await account.externalLogin('google', 'idt');
    await account.externalInfo('microsoft', 'idt');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /AccountApi/UserExists',
      'post /AccountApi/RegisterTrialUser',
      'post /AccountApi/ConfirmTrialEmail',
      'get /AccountApi/GetInvitedUserInfo',
      'post /AccountApi/AcceptInvitation',
      'post /AccountApi/RequestInvitationResend',
      'get /AccountApi/GetInvitedTrialUsers',
      'get /AccountApi/UserExistsInSchool',
      'post /AccountApi/SendTrialUsersInvitation',
      'post /AccountApi/RequestFreemiumLicense',
      'get /AccountApi/ExternalProviders',
      'post /AccountApi/ExternalNonce',
      'post /AccountApi/ExternalGoogleLogin',
      'get /AccountApi/ExternalMicrosoftInfo',
    ]);
    expect(calls[0]).toMatchObject({ config: { params: { email: 'a@b.es' }, silent: true } });
    expect(calls[2]).toMatchObject({ body: { userId: 7, token: 'tok' }, config: { silent: true } });
    expect(calls[5]).toMatchObject({ body: { token: 'expired-tok' }, config: { silent: true } });
    expect(calls[5].config).not.toHaveProperty('params');
    expect(calls[8]).toMatchObject({ body: { emails: ['c@d.es'] } });
    expect(calls[11]).toMatchObject({ config: { ignoreLocale: true, silent: true } });
    // the ID token in the JSON body, never in the query string (ADR 0049)
    expect(calls[12]).toMatchObject({ body: { token: 'idt' }, config: { silent: true } });
    expect(calls[12].config).not.toHaveProperty('params');
  });
});

describe('profile, school, school group, team, sharing groups', () => {
  it('AccountApi profile and team calls: verb, path, query, body; writes are silent', async () => {
    await account.editProfile({ name: 'Ana', cellPhoneNumber: '600' });
    await account.profileExtras();
    await account.authorProfile();
    await account.editAuthorProfile({ website: 'https://a.es' });
    await account.inviteUser({ schoolId: 2, emails: ['a@b.es'], role: 'Teacher', educationalLevelIds: [1] });
    await account.resendInvitation(2, [5]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'put /AccountApi/Edit',
      'get /AccountApi/ProfileExtras',
      'get /AccountApi/AuthorProfile',
      'put /AccountApi/AuthorProfile',
      'post /AccountApi/InviteUser',
      'post /AccountApi/ResendInvitation',
    ]);
    expect(calls[0]).toMatchObject({ body: { name: 'Ana', cellPhoneNumber: '600' }, config: { silent: true } });
    expect(calls[5]).toMatchObject({ body: { userIds: [5] }, config: { params: { schoolId: 2 }, silent: true } });
  });
  it('SchoolApi and SchoolGroupApi', async () => {
    reply = (c) => (c.url.endsWith('SchoolExists') ? true : {});
    await school.byId(2);
    await school.update(2, { name: 'A', address: 'B', networkName: 'C' });
    await school.userSchools();
    await school.team(2, { pageNumber: 1, pageSize: 20, filter: 3 });
    expect(await school.exists('K-1', 2)).toBe(true);
    await school.removeMembers(2, [7]);
    await school.editUser(2, { userId: 7, role: 'Manager', educationalLevelIds: [1] });
    await schoolGroup.byId(1);
    await schoolGroup.update(1, { name: 'G' });
    await schoolGroup.associatedSchools(1);
    await schoolGroup.schoolsWithCourses(1);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /SchoolApi/2',
      'put /SchoolApi/2',
      'get /SchoolApi/GetUserSchools',
      'get /SchoolApi/GetUsersStatusBySchool/2',
      'get /SchoolApi/SchoolExists',
      'put /SchoolApi/2/RemoveMembers',
      'post /SchoolApi/2/EditUser',
      'get /SchoolGroupApi/1',
      'put /SchoolGroupApi/1',
      'get /SchoolGroupApi/1/AssociatedSchools',
      'get /SchoolGroupApi/1/SchoolsWithCourses',
    ]);
    expect(calls[3].config).toEqual({ params: { pageNumber: 1, pageSize: 20, filter: 3 } });
    expect(calls[4].config).toMatchObject({ params: { centreKey: 'K-1', schoolId: 2 } });
    expect(calls[5].body).toEqual({ userIds: [7] });
  });
  it('SharingGroupApi: every call', async () => {
    await sharingGroup.create({ name: 'Ciencias', userSharingGroups: [{ userId: 3 }] });
    await sharingGroup.byOwner(9);
    await sharingGroup.byId(4);
    await sharingGroup.rename(4, 'Mates');
    await sharingGroup.remove(4);
    await sharingGroup.addMembers(4, [5, 6]);
    await sharingGroup.removeMembers(4, [5]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /SharingGroupApi/Create',
      'get /SharingGroupApi/GetByOwner',
      'get /SharingGroupApi/4',
      'put /SharingGroupApi/4/Edit',
      'delete /SharingGroupApi/4',
      'put /SharingGroupApi/4/AddMembers',
      'put /SharingGroupApi/4/RemoveMembers',
    ]);
    expect(calls[1].config).toEqual({ params: { ownerId: 9 } });
    expect(calls[5].body).toEqual({ userSharingGroups: [{ userId: 5 }, { userId: 6 }] });
  });
});
