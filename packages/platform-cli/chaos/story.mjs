// 1. the story of the cluster tests (chaos.mjs): trial sign-up, activation and invitation over SMTP, uploads on S3.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from './client.mjs';

export async function story({ c, pg, report, check, call, signIn, mailTo }) {
  const id = async (sql) => (await pg.query(sql)).rows[0].id;
  const t0 = Date.now();
  const run = randomUUID().slice(0, 8);
  const main = `rosa.${run}@school.test`;
  const colleague = `pablo.${run}@school.test`;
  const primary = await id(`SELECT id FROM educational_levels WHERE key = 'primary'`);
  const teacherPos = await id(`SELECT id FROM positions WHERE key = 'teacher'`);
  const reg = await call('POST', '/AccountApi/RegisterTrialUser', {
    body: {
      email: main,
      repeatEmail: main,
      password: 'Secret12',
      confirmPassword: 'Secret12',
      fullName: 'Rosa Prueba',
      cellPhoneNumber: '600111222',
      phoneCountry: 'ES',
      positionId: teacherPos,
      school: {
        name: `Escuela ${run}`,
        address: 'Calle Mayor 1',
        city: 'Madrid',
        countryISO2: 'ES',
        impartedLevels: [primary],
      },
      educationalLevelIds: [primary],
      termsAccepted: true,
      locale: 'en',
    },
  });
  check(reg.status === 201, `story: trial sign-up answers 201 (got ${reg.status})`);
  const mainId = reg.json?.userId;
  const activation = await mailTo(main);
  check(!!activation, 'story: the activation email arrives over SMTP');
  const link = /(https?:\/\/\S+\/activate\?userId=(\d+)&token=([A-Za-z0-9_-]+))/.exec(activation?.text ?? '');
  check(link && link[1].startsWith(c.url) && Number(link[2]) === mainId, 'story: it links to this origin and user');
  check(
    (await call('POST', '/AccountApi/SignIn', { body: { email: main, password: 'Secret12' } })).status === 401,
    'story: no sign-in before activation (401)',
  );
  const confirm = await call('POST', '/AccountApi/ConfirmTrialEmail', { body: { userId: mainId, token: link?.[3] } });
  check(confirm.status === 200, `story: activation answers 200 (got ${confirm.status})`);
  const mainToken = await signIn(main, 'Secret12');
  const inv = await call('POST', '/AccountApi/SendTrialUsersInvitation', {
    token: mainToken,
    body: { emails: [colleague], locale: 'en' },
  });
  check(inv.status === 201, `story: invitation answers 201 (got ${inv.status})`);
  const invitation = await mailTo(colleague);
  const invToken = /register\?token=([A-Za-z0-9_-]+)/.exec(invitation?.text ?? '')?.[1];
  check(!!invToken, 'story: the colleague receives the invitation over SMTP');
  const accept = await call('POST', '/AccountApi/AcceptInvitation', {
    body: {
      token: invToken,
      fullName: 'Pablo Colega',
      positionId: teacherPos,
      cellPhoneNumber: '600333444',
      phoneCountry: 'ES',
      password: 'Colega12',
      confirmPassword: 'Colega12',
      termsAccepted: true,
    },
  });
  check(accept.status === 200 && !!accept.json?.token, `story: the colleague registers (got ${accept.status})`);
  const me = await call('GET', '/AccountApi/Me', { token: accept.json?.token });
  check(
    me.json?.schoolId === (await pg.query('SELECT school_id FROM users WHERE id = $1', [mainId])).rows[0]?.school_id,
    'story: the colleague belongs to the new school',
  );

  // uploads: a profile photo (public by design) and a Krea material (private: served only with its signed URL)
  const content = `data:image/png;base64,${PNG.toString('base64')}`;
  const photo = await call('POST', '/FileApi/UploadAsBase64', {
    token: mainToken,
    body: { content, extension: 'png', filePath: `Users/${mainId}/profile` },
  });
  check(photo.status === 200, `story: the photo upload answers 200 (got ${photo.status} ${photo.text.slice(0, 120)})`);
  const onS3 = fs.readdirSync(path.join(c.s3.directory, c.s3.bucket), { recursive: true }).map(String);
  const storedRel = decodeURIComponent(photo.json?.location ?? '').replace(/^\/files\//, '');
  check(
    onS3.some((f) => f.startsWith(storedRel)),
    `story: the upload is an object in the S3 server (${storedRel})`,
  );
  const served = await fetch(c.url + photo.json?.location);
  const bytes = Buffer.from(await served.arrayBuffer());
  check(served.status === 200 && bytes.equals(PNG), 'story: the S3 object is served back through nginx, same bytes');
  const foreign = await call('POST', '/FileApi/UploadAsBase64', {
    token: accept.json?.token,
    body: { content, extension: 'png', filePath: `Users/${mainId}/profile` },
  });
  check(foreign.status === 403, `story: the colleague may not write the other user's folder (got ${foreign.status})`);
  const author = await signIn('author@demo.test');
  const authorMe = await call('GET', '/AccountApi/Me', { token: author });
  const gid = authorMe.json?.schoolGroupId;
  const krea = await call('POST', '/FileApi/UploadAsBase64', {
    token: author,
    body: { content, extension: 'png', filePath: `Krea/${gid}_demo/resources/${run.length}/material-${run}.png` },
  });
  check(
    krea.status === 200 && /\?sig=/.test(krea.json?.location ?? ''),
    `story: the author's private upload answers its signed location (got ${krea.status} ${krea.text.slice(0, 120)})`,
  );
  const kLoc = krea.json?.location ?? '';
  check((await fetch(c.url + kLoc)).status === 200, 'story: the signed URL serves the private file');
  check((await fetch(c.url + kLoc.replace(/\?.*/, ''))).status === 404, 'story: without the signature: refused (404)');
  check(
    // the first character of the signature changed (to another one: '0' when it is not '0' already)
    (await fetch(c.url + kLoc.replace(/sig=([0-9a-f])/, (_, h) => `sig=${h === '0' ? '1' : '0'}`))).status === 404,
    'story: a wrong signature: refused (404)',
  );
  const trialKrea = await call('POST', '/FileApi/UploadAsBase64', {
    token: mainToken,
    body: { content, extension: 'png', filePath: `Krea/${gid}_demo/resources/1/x.png` },
  });
  check(trialKrea.status === 403, `story: a trial user may not write Krea materials (got ${trialKrea.status})`);
  report.story = { seconds: (Date.now() - t0) / 1000, mails: c.mail.messages.length };
}
