// The processes and servers of the one-machine cluster (cluster.mjs): child processes, mail, S3, PostgreSQL and Redis checks.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort, portAnswers, root } from './util.mjs';

const require = createRequire(import.meta.url);

/** SMTP server + inbox: every message received is parsed and kept (memory, <dir>/mail.jsonl, GET /messages?to=). */
export async function startMail(dir) {
  const { SMTPServer } = require('smtp-server');
  const { simpleParser } = require('mailparser');
  const messages = [];
  const file = path.join(dir, 'mail.jsonl');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          const msg = {
            id: messages.length + 1,
            receivedAt: new Date().toISOString(),
            from: m.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
          };
          messages.push(msg);
          fs.appendFileSync(file, JSON.stringify(msg) + '\n');
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r));
  const inbox = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    if (u.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = u.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list.slice().reverse()));
  });
  const inboxPort = await freePort();
  await new Promise((r) => inbox.listen(inboxPort, '127.0.0.1', r));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    messages,
    close: async () => {
      await new Promise((r) => smtp.close(r));
      await new Promise((r) => inbox.close(r));
    },
  };
}

export async function startS3(dir, bucket) {
  const S3rver = require('s3rver');
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, directory: path.join(dir, 's3'), close: () => server.close() };
}

/** Children still running: killed when this process exits, however it exits (no stray nginx or API left behind). */
const children = new Set();
process.on('exit', () => {
  for (const p of children) p.kill('SIGKILL');
});

/** A child process whose output goes to <dir>/<name>.log; resolves `exited` with its code/signal. */
export function child(name, cmd, args, { dir, env, cwd = root }) {
  const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
  const p = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.add(p);
  p.exited = new Promise((r) =>
    p.on('exit', (code, signal) => {
      children.delete(p);
      r({ code, signal });
    }),
  );
  return p;
}

export async function checkPostgres(pgUrl) {
  const u = new URL(pgUrl);
  if (!(await portAnswers(u.hostname, Number(u.port || 5432))))
    throw new Error(
      `PostgreSQL does not answer at ${u.host} (PG_URL=${pgUrl}). Start it (e.g. \`service postgresql start\`) ` +
        'with trust authentication for local connections, or set PG_URL.',
    );
}
export async function checkRedis(redisUrl) {
  const u = new URL(redisUrl);
  if (!(await portAnswers(u.hostname, Number(u.port || 6379))))
    throw new Error(
      `Redis does not answer at ${u.host} (REDIS_URL=${redisUrl}). Start it (e.g. \`service redis-server start\`) or set REDIS_URL.`,
    );
}
