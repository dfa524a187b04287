/**
 * Server render benchmark (issue 28, item 2; not a timed test): returning, signed-in users opening `/feed` at once on
 * the built platform as `npm start` runs it (packages/platform-cli/platform.cjs: dist/main.js on PGlite with the demo
 * data, one process, serving the built apps).
 *
 * Several demo users sign in for real (POST /AccountApi/SignIn, password Demo1234) and each keeps the `pl_session`
 * cookie the sign-in set, as a browser does; BENCH_CONNECTIONS loops (default 20, user = loop index modulo the users)
 * then ask `GET /feed` (Accept: text/html, Accept-Encoding: br, gzip) back to back for BENCH_SECONDS (default 20),
 * after BENCH_WARMUP_SECONDS (default 5) of the same. Every answer is checked:
 *   - rendered: the page holds `data-signed-in="<own id>"`, the user's own e-mail, and no other user's e-mail;
 *   - shed: the app shell (`Server-Timing: render;desc="shed"`): the render could not start within its queue budget;
 *   - not rendered otherwise (a fallback or an older build without the header): the app shell too;
 *   - an error: not a 200 HTML page, a failed request, or a page with another user's data.
 * Also, with BENCH_SHELL=1 (default), the app shell alone (GET /feed without the cookie) at the same concurrency.
 *
 * Writes packages/api/reports/render-bench.md (a row per run is appended to its table) and render-bench.json (the
 * last run, git-ignored). Figures: pages/s (rendered, and all answers), p50 / p95 / p99 ms, errors, shed count, the
 * API process' CPU per page (user + system of all its threads: the figure to compare on a shared machine), and the
 * machine's load average during the run (sampled every second).
 *
 *   pnpm --filter @platform/api build && pnpm -r --workspace-concurrency=2 run build   # once
 *   pnpm --filter @platform/api exec tsx bench/render.ts
 *
 * Env: BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_SHELL (0: skip the app shell run), BENCH_LABEL
 * (the row's label), BENCH_SERVER_ENV (JSON object: extra environment for the API, e.g. {"RENDER_WORKERS":"1"}),
 * BENCH_BASE_URL (+ BENCH_PID for the CPU figure, BENCH_COMMIT for the row): a platform started by hand (e.g. an
 * older build, or under `node --cpu-prof`) instead.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startPlatform, type RunningPlatform } from '../../platform-cli/platform.cjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const WITH_SHELL = process.env.BENCH_SHELL !== '0';
const LABEL = process.env.BENCH_LABEL || '';
/**
 * The per-user and per-client render limits (issue 26: 30 and 120 a minute) are lifted for the bench: its loops ask
 * /feed hundreds of times a minute per user from one address, which no person does; with them the bench measures the
 * limiter (every answer past the limit is the app shell), not the render. Those limits are tested in the API's suites.
 */
const BENCH_LIMITS = { FEED_RENDER_RATE_MAX: '1000000', FEED_RENDER_IP_RATE_MAX: '1000000' };
const SERVER_ENV = { ...BENCH_LIMITS, ...JSON.parse(process.env.BENCH_SERVER_ENV || '{}') } as Record<string, string>;
/** demo users who may see /feed (those the guard sends elsewhere are left out when signed in, see signIn) */
const CANDIDATES = [
  'teacher',
  'manager',
  'author',
  'freemium',
  'custom',
  'approver',
  'admin',
  'coauthor',
  'trial',
  'staff',
];
const REPORTS = path.join(__dirname, '..', 'reports');

interface User {
  email: string;
  userId: number;
  cookie: string;
}
type Outcome = 'rendered' | 'shed' | 'shell' | 'error';
interface Sample {
  ms: number;
  outcome: Outcome;
  /** why an error is one */
  why?: string;
}
interface Run {
  label: string;
  kind: '/feed signed in' | 'app shell';
  at: string;
  commit: string;
  connections: number;
  seconds: number;
  users: number;
  answers: number;
  rendered: number;
  shed: number;
  shell: number;
  errors: number;
  errorSamples: string[];
  pagesPerSecond: number;
  answersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuMsPerAnswer: number | null;
  /** the API's CPU per rendered page: the run's CPU less its app-shell answers at the app-shell run's cost */
  cpuMsPerPage: number | null;
  cpuMs: number | null;
  load: { start: number; min: number; mean: number; max: number; end: number };
  serverEnv: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** user + system CPU ms of a process, all its threads (Linux /proc; null elsewhere) */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime: fields 14 and 15 of stat, 12 and 13 after "pid (comm) "
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ 100
  } catch {
    return null;
  }
}

const cookieOf = (res: Response, name: string): string | null => {
  for (const c of res.headers.getSetCookie()) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return m[1];
  }
  return null;
};

async function signIn(base: string, who: string): Promise<User | null> {
  const email = `${who}@demo.test`;
  const res = await fetch(`${base}/api/v1/AccountApi/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234' }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const session = cookieOf(res, 'pl_session');
  if (!session) throw new Error(`sign-in of ${email} set no pl_session cookie`);
  const cookie = `pl_session=${session}`;
  // the users whose /feed the server renders (a trial that ended, terms to sign… get the app shell: not this bench)
  const page = await fetch(`${base}/feed`, { headers: { accept: 'text/html', cookie } });
  const html = await page.text();
  const m = /data-signed-in="(\d+)"/.exec(html);
  if (!m) return null;
  return { email, userId: Number(m[1]), cookie };
}

/** `email` as a whole address in the page (author@ is inside coauthor@) */
const holds = (html: string, email: string) => new RegExp(`(?<![\\w.+-])${email.replace(/[.+]/g, '\\$&')}`).test(html);

function classify(res: Response, html: string, user: User | null, all: User[]): Sample['outcome'] | string {
  if (res.status !== 200) return `status ${res.status}`;
  if (!/^text\/html/.test(res.headers.get('content-type') ?? '')) return `type ${res.headers.get('content-type')}`;
  const timing = res.headers.get('server-timing') ?? '';
  const signedIn = /data-signed-in="(\d+)"/.exec(html);
  if (!signedIn) {
    if (!html.includes('<div id="shell-root"></div>')) return 'neither a rendered page nor the app shell';
    return /desc="?shed"?/.test(timing) ? 'shed' : 'shell';
  }
  if (!user) return 'a rendered page without a session';
  if (Number(signedIn[1]) !== user.userId) return `rendered for user ${signedIn[1]}, asked by ${user.userId}`;
  if (!holds(html, user.email)) return `${user.email}'s page lacks their e-mail`;
  for (const other of all)
    if (other !== user && holds(html, other.email)) return `${user.email}'s page holds ${other.email}`;
  return 'rendered';
}

async function measure(
  platform: RunningPlatform,
  users: User[],
  opts: { signedIn: boolean; seconds: number; warmup: number; label: string },
): Promise<Run> {
  const base = platform.baseUrl;
  const samples: Sample[] = [];
  const loads: number[] = [];
  let recording = false;
  const loop = async (i: number, until: number) => {
    const user = opts.signedIn ? users[i % users.length] : null;
    while (Date.now() < until) {
      const t0 = performance.now();
      let sample: Sample;
      try {
        const res = await fetch(`${base}/feed`, {
          headers: {
            accept: 'text/html,application/xhtml+xml',
            'accept-encoding': 'br, gzip',
            'accept-language': 'es-ES,es;q=0.9',
            ...(user ? { cookie: user.cookie } : {}),
          },
        });
        const html = await res.text();
        const c = classify(res, html, user, users);
        const ms = performance.now() - t0;
        sample =
          c === 'rendered' || c === 'shed' || c === 'shell' ? { ms, outcome: c } : { ms, outcome: 'error', why: c };
      } catch (err) {
        sample = { ms: performance.now() - t0, outcome: 'error', why: String(err) };
      }
      if (recording) samples.push(sample);
    }
  };
  if (opts.warmup > 0) {
    const until = Date.now() + opts.warmup * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => loop(i, until)));
  }
  const sampler = setInterval(() => loads.push(os.loadavg()[0]), 1000);
  const loadStart = os.loadavg()[0];
  loads.push(loadStart);
  const cpu0 = cpuMs(platform.pid);
  recording = true;
  const t0 = performance.now();
  const until = Date.now() + opts.seconds * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => loop(i, until)));
  const elapsed = (performance.now() - t0) / 1000;
  recording = false;
  const cpu1 = cpuMs(platform.pid);
  clearInterval(sampler);
  const loadEnd = os.loadavg()[0];
  loads.push(loadEnd);

  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (o: Outcome) => samples.filter((s) => s.outcome === o).length;
  const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
  return {
    label: opts.label,
    kind: opts.signedIn ? '/feed signed in' : 'app shell',
    at: new Date().toISOString(),
    commit: commitLabel(),
    connections: CONNECTIONS,
    seconds: round(elapsed),
    users: opts.signedIn ? users.length : 0,
    answers: samples.length,
    rendered: count('rendered'),
    shed: count('shed'),
    shell: count('shell'),
    errors: count('error'),
    errorSamples: [...new Set(samples.filter((s) => s.why).map((s) => s.why as string))].slice(0, 5),
    pagesPerSecond: round(count('rendered') / elapsed),
    answersPerSecond: round(samples.length / elapsed),
    p50: round(percentile(ms, 50), 0),
    p95: round(percentile(ms, 95), 0),
    p99: round(percentile(ms, 99), 0),
    max: round(ms[ms.length - 1] ?? 0, 0),
    cpuMsPerAnswer: cpu0 !== null && cpu1 !== null && samples.length ? round((cpu1 - cpu0) / samples.length) : null,
    cpuMsPerPage: null,
    cpuMs: cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null,
    load: {
      start: round(loadStart, 2),
      min: round(Math.min(...loads), 2),
      mean: round(loads.reduce((a, b) => a + b, 0) / loads.length, 2),
      max: round(Math.max(...loads), 2),
      end: round(loadEnd, 2),
    },
    serverEnv: SERVER_ENV,
  };
}

function commitLabel(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: repoRoot }).toString().trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

const HEADER = `# Server render benchmark

Written by \`pnpm --filter @platform/api exec tsx bench/render.ts\` (bench/render.ts): the built platform as \`npm start\`
runs it (one process, PGlite, demo data), real sign-ins of several demo users, each request carrying its user's
\`pl_session\` cookie; N connections ask \`GET /feed\` back to back (Accept-Encoding: br, gzip) after a warm-up. Every page
is checked: its own user's id and e-mail, no other user's e-mail. "pages/s" counts the server-rendered pages; "answers/s"
every answer (a shed render answers the app shell, which the browser renders). CPU/answer: the API process' user + system
time, all threads, per answer; CPU/page: per rendered page, the app-shell answers counted at the app-shell run's cost:
on a shared machine the figures that depend least on what else runs. Load: the machine's 1-minute load average during
the run (min / mean / max), 2 cores unless said otherwise.

| run | when | commit | what | conn. | users | answers/s | pages/s | p50 ms | p95 ms | p99 ms | max ms | errors | shed | app shell | CPU ms/answer | CPU ms/page | load min / mean / max | server env |
|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|
`;

function row(r: Run): string {
  const env = Object.entries(r.serverEnv)
    .filter(([k, v]) => BENCH_LIMITS[k as keyof typeof BENCH_LIMITS] !== v)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return `| ${r.label || '-'} | ${r.at.slice(0, 16).replace('T', ' ')} | ${r.commit} | ${r.kind} | ${r.connections} | ${r.users} | ${r.answersPerSecond} | ${r.kind === 'app shell' ? '-' : r.pagesPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} | ${r.shed} | ${r.shell} | ${r.cpuMsPerAnswer ?? '-'} | ${r.cpuMsPerPage ?? '-'} | ${r.load.min} / ${r.load.mean} / ${r.load.max} | ${env || '-'} |`;
}

function writeReport(runs: Run[]): void {
  mkdirSync(REPORTS, { recursive: true });
  const md = path.join(REPORTS, 'render-bench.md');
  // earlier runs stay: rows are appended to the table (the text after it is kept as written)
  let before = HEADER;
  let after = '';
  if (existsSync(md)) {
    const text = readFileSync(md, 'utf8');
    const lines = text.split('\n');
    const sep = lines.findIndex((l) => l.startsWith('|---'));
    if (sep > 0) {
      let end = sep + 1;
      while (end < lines.length && lines[end].startsWith('|')) end++;
      before = lines.slice(0, end).join('\n') + '\n';
      after = lines.slice(end).join('\n');
    }
  }
  writeFileSync(md, before + runs.map(row).join('\n') + '\n' + (after.startsWith('\n') ? after : `\n${after}`));
  writeFileSync(
    path.join(REPORTS, 'render-bench.json'),
    JSON.stringify({ node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, runs }, null, 2) + '\n',
  );
}

async function main() {
  for (const f of [
    'packages/api/dist/main.js',
    'shell/dist/index.html',
    'shell/dist-server/server.cjs',
    'mf-explore/dist-server/server.cjs',
  ])
    if (!existsSync(path.join(repoRoot, f)))
      throw new Error(
        `${f} is missing: build first (pnpm --filter @platform/api build && pnpm -r --workspace-concurrency=2 run build)`,
      );
  console.log(
    `render bench: ${CONNECTIONS} connections, ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), load ${os.loadavg()[0].toFixed(2)}`,
  );
  const platform: RunningPlatform = process.env.BENCH_BASE_URL
    ? {
        baseUrl: process.env.BENCH_BASE_URL,
        dataDir: '',
        pid: Number(process.env.BENCH_PID || 0),
        output: () => '',
        stop: async () => undefined,
      }
    : await startPlatform({ ...SERVER_ENV }, { quiet: true, prefix: 'render-bench-' });
  const runs: Run[] = [];
  try {
    const users: User[] = [];
    for (const who of CANDIDATES) {
      const u = await signIn(platform.baseUrl, who);
      if (u) users.push(u);
      else console.log(`  ${who}@: /feed is not server-rendered for this user, left out`);
    }
    if (users.length < 2)
      throw new Error(`only ${users.length} users get a server-rendered /feed: is the build complete?`);
    console.log(`  ${users.length} users: ${users.map((u) => u.email.split('@')[0]).join(', ')}`);
    const feed = await measure(platform, users, {
      signedIn: true,
      seconds: SECONDS,
      warmup: WARMUP_SECONDS,
      label: LABEL,
    });
    runs.push(feed);
    console.log(JSON.stringify(feed));
    if (WITH_SHELL) {
      await sleep(1000);
      const shell = await measure(platform, users, {
        signedIn: false,
        seconds: Math.min(10, SECONDS),
        warmup: 2,
        label: LABEL,
      });
      runs.push(shell);
      console.log(JSON.stringify(shell));
      if (feed.cpuMs !== null && shell.cpuMsPerAnswer !== null && feed.rendered)
        feed.cpuMsPerPage =
          Math.round(((feed.cpuMs - (feed.shed + feed.shell) * shell.cpuMsPerAnswer) / feed.rendered) * 10) / 10;
    }
  } finally {
    await platform.stop();
  }
  writeReport(runs);
  const f = runs[0];
  console.log(
    `/feed: ${f.pagesPerSecond} pages/s (${f.answersPerSecond} answers/s), p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, errors ${f.errors}, shed ${f.shed}, CPU/page ${f.cpuMsPerPage ?? '-'} ms, load ${f.load.mean}`,
  );
  if (f.errors) {
    console.error('errors:', f.errorSamples);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
