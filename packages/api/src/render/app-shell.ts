/**
 * The shell's index.html for the routes the browser renders (signed-in pages such as /feed, and every path the
 * pre-render does not cover; docs/decisions/0039): the built file with the run-time remotes map written into it as
 * an inert JSON script (`<script id="platform-remotes" type="application/json">`, `<` escaped), so the shell starts
 * loading the first route's remote without a /remotes.json round trip first. The map is the one GET /remotes.json
 * answers (the shell build's, with the deployed remote versions over it, a skewed remote logged), read per request like
 * that endpoint, so a deploy or a rollback reaches the next page load. The page stays `no-cache`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const REMOTES_SCRIPT_ID = 'platform-remotes';

/** JSON for an HTML script element: `<` escaped so no `</script>` (or comment) can end it early. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page with the remotes map in its <head> (unchanged when the file has no </head>). */
export function withRemotesMap(html: string, map: Record<string, string>): string {
  const i = html.indexOf('</head>');
  if (i < 0) return html;
  const script = `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${jsonForScript(map)}</script>`;
  return html.slice(0, i) + script + html.slice(i);
}

export interface AppShellOptions {
  shellDist: string;
  /** the run-time remotes map (registerApps' `remotesMap`) */
  remotesMap: () => Record<string, string>;
}

/**
 * Returns `() => html` for the browser-rendered routes (null when the shell is not built). `map` is the remotes map to
 * write (default: `remotesMap()` now); the server-rendered /feed passes the one it checked (render/feed.ts).
 */
export function appShellPage({
  shellDist,
  remotesMap,
}: AppShellOptions): (map?: Record<string, string>) => string | null {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtime: number; html: string } | null = null;
  return (map) => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.mtime !== mtime) cached = { mtime, html: readFileSync(file, 'utf8') };
    return withRemotesMap(cached.html, map ?? remotesMap());
  };
}

/** The shell's scripts for a page that starts on intent (shell/scripts/prerender.cjs writes them, ADR 0041). */
export interface IntentScripts {
  main: string;
  startOnIntent: string;
}

/**
 * `() => scripts` of `<appsRoot>/shell/dist-prerender/scripts.json` (read again when it changes), null without it: the
 * server-rendered pages (/feed, /r/{id}) then keep the index.html's own main.js, started at load.
 */
export function intentScriptsOf(appsRoot: string): () => IntentScripts | null {
  const file = path.join(appsRoot, 'shell', 'dist-prerender', 'scripts.json');
  let seen = -1;
  let value: IntentScripts | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const m = statSync(file).mtimeMs;
    if (m !== seen) {
      seen = m;
      try {
        const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<IntentScripts>;
        value = typeof v.main === 'string' && typeof v.startOnIntent === 'string' ? (v as IntentScripts) : null;
      } catch {
        value = null;
      }
    }
    return value;
  };
}
