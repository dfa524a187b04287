/**
 * Live class benchmark (issue 33; not part of the test gate). On the default `npm start` server (node dist/main.js,
 * DEMO_DATA=1, PGlite, one process) in its own process: LIVE_CLASSES live classes (default 30) of LIVE_STUDENTS
 * students (default 33), every one a real WebSocket with the official @microsoft/signalr client, join and answer the
 * class's quick checks in rounds. Measured:
 *   - from a student's Answer invocation to the teacher's AnswerReceived (same process, same clock): p50 / p95 / max;
 *   - connections lost (closed without us stopping them) and joins that failed;
 *   - the load bench's read mix (bench/load.ts) with autocannon, first without live traffic, then with the classes
 *     answering meanwhile: p50 / p95 / p99 and req/s of both runs.
 * Writes reports/live-class.json (ignored); the hand-written summary is reports/live-class.md.
 *
 *   pnpm --filter @platform/api run build && node packages/api/bench/live-class.mjs   (on a quiet machine)
 * Env: LIVE_CLASSES, LIVE_STUDENTS, LIVE_ROUNDS (answer rounds, default 6), BENCH_SECONDS (each mix run, default 15),
 * BENCH_CONNECTIONS (autocannon, default 20), PORT (default 8110).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { HubConnectionBuilder, LogLevel } = require('@microsoft/signalr');

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(here, '..');
const CLASSES = Number(process.env.LIVE_CLASSES || 30);
const STUDENTS = Number(process.env.LIVE_STUDENTS || 33);
const ROUNDS = Number(process.env.LIVE_ROUNDS || 6);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const PORT = Number(process.env.PORT || 8110);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};

async function waitHealthy(child) {
  const t0 = Date.now();
  while (Date.now() - t0 < 300_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(500);
  }
  throw new Error('server did not become healthy');
}

async function json(url, opts = {}) {
  const r = await fetch(base + url, {
    ...opts,
    headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...(opts.headers ?? {}) },
  });
  const body = await r.json().catch(() => null);
  if (!r.ok) throw new Error(`${opts.method ?? 'GET'} ${url}: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

/** The load bench's read mix (bench/load.ts), as the teacher. */
function mix(resourceIds, programIds) {
  const pick = (xs, i) => xs[i % xs.length];
  return [
    () => '/api/v1/AccountApi/Me?locale=es',
    () => '/api/v1/NotificationApi/Cards?locale=es&pageNumber=0&pageSize=5',
    () => '/api/v1/ResourceApi/Newest?locale=es&pageNumber=0&pageSize=4',
    () => '/api/v1/ResourceApi/Recommended?locale=es&pageNumber=0&pageSize=4',
    () => '/api/v1/ResourceApi/GetMostViewedResources?locale=es&limit=4',
    (i) =>
      `/api/v1/ResourceApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=12&text=${pick(['agua', 'energia', 'clima', 'emprender', 'igualdad', 'reciclaje'], i)}`,
    () => '/api/v1/ResourceApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=12',
    (i) => `/api/v1/ResourceApi/GetByLocale/${pick(resourceIds, i)}?locale=es`,
    () => '/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=8',
    (i) => `/api/v1/EducationalProgramApi/GetByLocale/${pick(programIds, i)}?locale=es`,
    () => '/api/v1/FolderApi/GetAllByUser?locale=es',
    () => '/api/v1/TopicApi/GetAll?locale=es',
    () => '/api/v1/CategoryApi?locale=es',
  ];
}

async function runMix(paths, token, seconds) {
  let n = 0;
  const times = [];
  let non2xx = 0;
  const r = await new Promise((resolve, reject) => {
    const inst = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: paths[n % paths.length](n++),
              headers: { authorization: `Bearer ${token}` },
            }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    inst.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 300) non2xx++;
    });
  });
  return {
    rps: Math.round(r.requests.average),
    requests: times.length,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    non2xx,
    errors: r.errors,
  };
}

function connection(token) {
  const b = new HubConnectionBuilder()
    .withUrl(`${base}/liveClassHub`, token ? { accessTokenFactory: () => token } : {})
    .withAutomaticReconnect()
    .configureLogging(LogLevel.None)
    .build();
  b.serverTimeoutInMilliseconds = 60_000;
  return b;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      NODE_ENV: 'production',
      SIGNIN_RATE_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const result = { startedAt: new Date().toISOString(), classes: CLASSES, studentsPerClass: STUDENTS, rounds: ROUNDS };
  const conns = [];
  let lost = 0;
  let stopping = false;
  try {
    await waitHealthy(child);
    const { token } = await json('/api/v1/AccountApi/SignIn', {
      method: 'POST',
      body: JSON.stringify({ email: 'teacher@demo.test', password: 'Demo1234' }),
    });
    const auth = { authorization: `Bearer ${token}` };
    const res = await json('/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=40', { headers: auth });
    const progs = await json('/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageSize=20', { headers: auth });
    const paths = mix(
      res.data.map((x) => x.id),
      progs.data.map((x) => x.id),
    );
    // the classes to give: the first class of resources the teacher sees
    const classes = [];
    for (const r of res.data) {
      if (classes.length >= CLASSES) break;
      const d = await json(`/api/v1/ResourceApi/GetByLocale/${r.id}?locale=es`, { headers: auth });
      const c = d.teacherMaterial?.classPlans?.[0];
      if (c) classes.push({ resourceId: r.id, classId: c.id });
    }
    if (classes.length < CLASSES) throw new Error(`only ${classes.length} classes found`);

    // warm-up, then the mix without live traffic
    await runMix(paths, token, 3);
    result.loadAtStart = os.loadavg()[0];
    result.mixAlone = await runMix(paths, token, SECONDS);
    console.log('mix alone', result.mixAlone);

    // the classes: Start, the teacher's Teach, 33 students Join
    const latencies = [];
    const pending = new Map();
    const sessions = [];
    const joinT0 = Date.now();
    const joinTimes = [];
    let joinFailed = 0;
    for (const c of classes) {
      const s = await json('/api/v1/LiveClassApi/Start', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ ...c, locale: 'es' }),
      });
      const teacher = connection(token);
      conns.push(teacher);
      teacher.onclose(() => !stopping && lost++);
      teacher.on('AnswerReceived', (e) => {
        const t0 = pending.get(`${e.participantId}:${e.questionId}`);
        if (t0 !== undefined) {
          latencies.push(performance.now() - t0);
          pending.delete(`${e.participantId}:${e.questionId}`);
        }
      });
      await teacher.start();
      const state = await teacher.invoke('Teach', s.id);
      sessions.push({ s, teacher, state, students: [] });
    }
    await Promise.all(
      sessions.map(async (x) => {
        for (let i = 0; i < STUDENTS; i++) {
          const st = connection(null);
          conns.push(st);
          st.onclose(() => !stopping && lost++);
          try {
            const t0 = performance.now();
            await st.start();
            const a = await st.invoke('Join', x.s.code, `Alumno ${i + 1}`);
            joinTimes.push(performance.now() - t0);
            x.students.push({ st, id: a.participantId });
          } catch {
            joinFailed++;
          }
        }
      }),
    );
    result.join = {
      connections: sessions.reduce((n, x) => n + x.students.length, 0),
      failed: joinFailed,
      seconds: (Date.now() - joinT0) / 1000,
      p50: pct(joinTimes, 50),
      p95: pct(joinTimes, 95),
    };
    console.log('joined', result.join);

    // answer rounds: the teacher shows a question, every student answers within ~3 s, changes their mind sometimes
    const questionIds = sessions[0].state.questions.map((q) => q.id);
    let answerErrors = 0;
    const round = async (r) => {
      await Promise.all(
        sessions.map(async (x) => {
          const q = x.state.questions[r % x.state.questions.length];
          await x.teacher.invoke('Show', { kind: 'question', questionId: q.id });
          await sleep(300);
          await Promise.all(
            x.students.map(async ({ st, id }, i) => {
              await sleep(Math.random() * 3000);
              const value = q.kind === 'choice' ? [q.options[i % q.options.length].id] : `Respuesta ${i}`;
              pending.set(`${id}:${q.id}`, performance.now());
              try {
                await st.invoke('Answer', q.id, value);
              } catch {
                answerErrors++;
                pending.delete(`${id}:${q.id}`);
              }
            }),
          );
        }),
      );
    };
    // the mix again, with the rounds running meanwhile
    let roundsDone = 0;
    const live = (async () => {
      for (let r = 0; r < ROUNDS; r++) {
        await round(r);
        roundsDone++;
      }
    })();
    await sleep(500);
    result.mixWithLive = await runMix(paths, token, SECONDS);
    console.log('mix with live', result.mixWithLive);
    await live;
    await sleep(1000);
    result.answers = {
      questions: questionIds.length,
      rounds: roundsDone,
      answered: latencies.length,
      missing: pending.size,
      errors: answerErrors,
      p50: pct(latencies, 50),
      p95: pct(latencies, 95),
      p99: pct(latencies, 99),
      max: pct(latencies, 100),
    };
    result.lostConnections = lost;
    result.mixP95Worse = Math.round((result.mixWithLive.p95 / result.mixAlone.p95 - 1) * 1000) / 10;
    result.mixP50Worse = Math.round((result.mixWithLive.p50 / result.mixAlone.p50 - 1) * 1000) / 10;
    result.mixRpsChange = Math.round((result.mixWithLive.rps / result.mixAlone.rps - 1) * 1000) / 10;
    console.log('answers', result.answers, 'lost', lost);
    // end the classes (used content, summaries)
    for (const x of sessions) await json(`/api/v1/LiveClassApi/${x.s.id}/End`, { method: 'POST', headers: auth });
    stopping = true;
  } finally {
    stopping = true;
    await Promise.all(conns.map((c) => c.stop().catch(() => undefined)));
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  result.finishedAt = new Date().toISOString();
  writeFileSync(path.join(ROOT, 'reports/live-class.json'), JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
