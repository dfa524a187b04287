/** Email module: EmailService (outbox + SMTP), public forms, development outbox. */
import type { Transporter } from 'nodemailer';
import { EmailService, SUPPORT_ADDRESS } from '../../src/modules/email';
import { render } from '../../src/modules/email/templates';
import { startTestApp, type TestApp } from './harness';

let env: TestApp;
beforeAll(async () => {
  env = await startTestApp({ outboxReadable: true });
});
afterAll(async () => {
  await env?.close();
});

const contact = {
  name: 'Ana Pérez',
  email: 'ana@example.test',
  message: 'Hola, quiero información.',
  role: 'teacher',
  locale: 'es',
};
const outbox = async (to: string) =>
  (await env.request('GET', `/api/v1/Dev/Outbox?to=${encodeURIComponent(to)}`)).json.emails as any[];

describe('POST /EmailApi/Contact', () => {
  it("stores the contact, emails support and a confirmation in the sender's language", async () => {
    const r = await env.request('POST', '/api/v1/EmailApi/Contact', {
      body: { ...contact, email: 'ana.en@example.test', locale: 'en' },
    });
    expect(r.status).toBe(200);
    const { rows } = await env.db.query('SELECT * FROM contacts WHERE email = $1', ['ana.en@example.test']);
    expect(rows).toHaveLength(1);
    const mine = await outbox('ana.en@example.test');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'contactConfirmation',
      locale: 'en',
      subject: 'We have received your message',
    });
    const support = (await env.request('GET', '/api/v1/Dev/Outbox')).json.emails.find(
      (e: any) => e.kind === 'contactSupport' && e.text.includes('ana.en@example.test'),
    );
    expect(support).toBeDefined();
  });

  it.each([
    [{ ...contact, name: '' }, 'name', 'Please, complete all fields'],
    [{ ...contact, name: 'x'.repeat(151) }, 'name', 'The name must have a maximum of 150 characters.'],
    [{ ...contact, email: 'not-an-email' }, 'email', 'Invalid email. Try with a {email} format'],
    [{ ...contact, message: 'x'.repeat(501) }, 'message', 'The message must have a maximum of 500 characters.'],
    [{ ...contact, role: 'student' }, 'role', 'Please, complete all fields'],
    [{ name: 'A', email: 'a@b.es', message: 'm' }, 'role', 'Please, complete all fields'],
  ])('400 with a clear message and nothing stored: %#', async (body, field, message) => {
    const before = (await env.db.query<{ c: string }>('SELECT count(*) AS c FROM contacts')).rows[0].c;
    const r = await env.request('POST', '/api/v1/EmailApi/Contact', { body });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(r.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
    expect((await env.db.query<{ c: string }>('SELECT count(*) AS c FROM contacts')).rows[0].c).toBe(before);
  });

  it('accepts exactly 150 / 500 characters', async () => {
    const r = await env.request('POST', '/api/v1/EmailApi/Contact', {
      body: { ...contact, name: 'n'.repeat(150), message: 'm'.repeat(500), email: 'limits@example.test' },
    });
    expect(r.status).toBe(200);
  });

  it('HTML in user input is escaped in the emails', async () => {
    await env.request('POST', '/api/v1/EmailApi/Contact', {
      body: { ...contact, name: '<img src=x onerror=alert(1)>', email: 'xss@example.test' },
    });
    // the confirmation to the sender quotes nothing typed (issue 9); the copy to support carries the name, escaped
    const [mail] = await outbox('xss@example.test');
    expect(mail.html).not.toContain('<img src=x');
    const support = (await outbox(SUPPORT_ADDRESS)).find(
      (m) => m.kind === 'contactSupport' && m.text.includes('onerror'),
    );
    expect(support.html).not.toContain('<img src=x');
    expect(support.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('POST /EmailApi/FoundationContact and /LicenseApi/RequestQuote', () => {
  it('foundation contact: stored and emailed; foundation is required', async () => {
    const body = {
      name: 'Luis',
      foundation: 'Fundació Demo',
      email: 'luis@example.test',
      message: 'Colaboración',
      locale: 'ca',
    };
    expect((await env.request('POST', '/api/v1/EmailApi/FoundationContact', { body })).status).toBe(200);
    expect((await outbox('luis@example.test'))[0]).toMatchObject({
      locale: 'ca',
      subject: 'Hem rebut el teu missatge',
    });
    const r = await env.request('POST', '/api/v1/EmailApi/FoundationContact', { body: { ...body, foundation: '' } });
    expect(r.status).toBe(400);
  });
  it('quote: stored in quotes, emailed to support; bad licence → 400', async () => {
    const body = {
      license: 'campus',
      name: 'Marta',
      email: 'marta@example.test',
      schoolName: 'IES Demo',
      phone: '600123123',
      locale: 'es',
    };
    expect((await env.request('POST', '/api/v1/LicenseApi/RequestQuote', { body })).status).toBe(200);
    const { rows } = await env.db.query<any>('SELECT * FROM quotes WHERE email = $1', ['marta@example.test']);
    expect(rows[0]).toMatchObject({ license: 'campus', school_name: 'IES Demo' });
    expect((await outbox('marta@example.test'))[0].kind).toBe('quoteConfirmation');
    expect(
      (await env.request('POST', '/api/v1/LicenseApi/RequestQuote', { body: { ...body, license: 'gold' } })).status,
    ).toBe(400);
    expect(
      (await env.request('POST', '/api/v1/LicenseApi/RequestQuote', { body: { ...body, phone: 'abc' } })).status,
    ).toBe(400);
    expect(
      (await env.request('POST', '/api/v1/LicenseApi/RequestQuote', { body: { ...body, schoolName: undefined } }))
        .status,
    ).toBe(400);
  });
});

describe('rate limit', () => {
  it('429 after too many requests from one address', async () => {
    let last = 0;
    for (let i = 0; i < 22; i++)
      last = (await env.request('POST', '/api/v1/LicenseApi/RequestQuote', { body: {} })).status;
    expect(last).toBe(429);
  });
});

describe('development outbox', () => {
  it('404 when the outbox is not readable', async () => {
    const closed = await env.another({ outboxReadable: false });
    try {
      const r = await closed.request('GET', '/api/v1/Dev/Outbox?to=ana@example.test');
      expect(r.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('EmailService', () => {
  it('templates exist in es, en and ca for every kind', () => {
    for (const locale of ['es', 'en', 'ca'] as const) {
      const r = render('invitation', locale, { link: 'https://x.test/register?token=abc', schoolName: 'IES' });
      expect(r.subject).toBeTruthy();
      expect(r.html).toContain('https://x.test/register?token=abc');
      expect(render('resetPassword', locale, { link: '/reset-password?t=1' }).text).toContain('/reset-password?t=1');
    }
    expect(render('invitation', 'es', { link: 'javascript:alert(1)' }).html).not.toContain('javascript:');
  });
  it("uses the recipient's mailing language when not given", async () => {
    const user = await env.createUser({ email: 'cat@example.test', mailingLanguage: 'ca' });
    const svc = new EmailService(env.db);
    await svc.send({ to: user.email, kind: 'resetPassword', data: { link: '/reset' } });
    expect((await outbox(user.email))[0]).toMatchObject({
      locale: 'ca',
      subject: 'Restableix la teva contrasenya',
      sentAt: null,
    });
  });
  it('sends by SMTP when configured and records sent_at, or the error', async () => {
    const sent: any[] = [];
    const ok = {
      sendMail: async (m: any) => {
        sent.push(m);
        return {};
      },
      close() {},
    } as unknown as Transporter;
    const svc = new EmailService(env.db, undefined, ok);
    const r = await svc.send({
      to: 'smtp@example.test',
      kind: 'shared',
      locale: 'en',
      data: { itemType: 'folder', itemName: 'Robots', link: '/folders/1' },
    });
    expect(r.sent).toBe(true);
    expect(sent[0]).toMatchObject({ to: 'smtp@example.test', subject: 'A colleague shared a folder with you' });
    expect((await outbox('smtp@example.test'))[0].sentAt).not.toBeNull();

    const failing = {
      sendMail: async () => {
        throw new Error('connection refused');
      },
      close() {},
    } as unknown as Transporter;
    const r2 = await new EmailService(env.db, undefined, failing).send({
      to: 'smtp-fail@example.test',
      kind: 'resetPassword',
      locale: 'es',
      data: { link: '/r' },
    });
    expect(r2).toMatchObject({ sent: false, error: 'connection refused' });
    expect((await outbox('smtp-fail@example.test'))[0]).toMatchObject({ sentAt: null, error: 'connection refused' });
  });
});
