/**
 * The server render of the student view (built to dist-server/server.cjs by @platform/mf-config/server, used by
 * packages/api/src/render/student.ts for GET /r/{id}): the SAME remote root as the browser's (providers, error
 * boundary, route table, screens), rendered to HTML with React's renderToString from the data the API answered, so
 * the student reads the page before any JavaScript has run; the browser build then hydrates it
 * (docs/decisions/0012-student-server-render.md).
 */
import { renderToString } from 'react-dom/server';
import { changeLanguage, i18n, namespaceReady } from '@platform/i18n';
import { createRemote } from '@platform/remote-kit';
import { setServerPathname } from '@platform/remote-kit/paths';
import { baseCss } from '@platform/ui/plain';
import { jsonForScript } from '@platform/ui/server';
import type { StudentResource } from '@platform/contracts';
import en from '@platform/i18n/locales/en/student.json';
import ca from '@platform/i18n/locales/ca/student.json';
import enCommon from '@platform/i18n/locales/en/common.json';
import caCommon from '@platform/i18n/locales/ca/common.json';
import { app } from './app';
import { routes } from './routes';
import {
  DATA_ELEMENT_ID,
  LANG_COOKIE,
  STYLE_ID,
  prime,
  resetStudentData,
  studentCss,
  type EmbeddedData,
} from './features/student';
import { studentTitle } from './features/student/title';
import { registerServerHtmlParser } from '@platform/resource-view/html-server';

// rich text is sanitised by walking a parsed tree (ADR 0047): here, with no DOM, htmlparser2's
registerServerHtmlParser();
export { DATA_ELEMENT_ID, LANG_COOKIE, STYLE_ID };
export const LANGUAGES = ['es', 'en', 'ca'] as const;

export interface RenderInput {
  /** the path asked for: /r/{id} or /r/{id}/class/{classId} */
  pathname: string;
  /** the link id of the path */
  id: string;
  /** the interface language */
  locale: (typeof LANGUAGES)[number];
  /** GetStudentResource's answer for (id, locale), or null when the link is not available */
  data: StudentResource | null;
}
export interface RenderOutput {
  /** the remote's markup (goes inside its container) */
  html: string;
  /** the stylesheets to put in <head>, each with the id the browser checks before adding its own */
  styles: Array<{ id: string; css: string }>;
  /** <title> */
  title: string;
  /** the JSON for <script type="application/json" id={DATA_ELEMENT_ID}> (already safe inside a script element) */
  embedded: string;
  /** the brand's name (for the bar drawn before the shell's) */
  appName: string;
  /** 200, or 404 for a link or class that is not available */
  status: 200 | 404;
  /** the bar's language links (they work without JavaScript): their label and each language's own name */
  languages: { label: string; names: Record<(typeof LANGUAGES)[number], string> };
}

const remote = createRemote(app, routes);
// every language in this one file: nothing to load while rendering
i18n.addResourceBundle('en', app.i18n.ns, en, true, false);
i18n.addResourceBundle('ca', app.i18n.ns, ca, true, false);
i18n.addResourceBundle('en', 'common', enCommon, true, false);
i18n.addResourceBundle('ca', 'common', caCommon, true, false);

// one render at a time: the language and the path are module state while renderToString runs
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderOutput> {
  const run = queue.then(async () => {
    if (i18n.language !== input.locale) await changeLanguage(input.locale);
    await namespaceReady(app.i18n.ns);
    resetStudentData();
    const embedded: EmbeddedData = { id: input.id, locale: input.locale, data: input.data };
    prime(embedded);
    setServerPathname(input.pathname);
    const html = renderToString(<remote.Root />);
    const classMatch = /\/class\/([^/]+)\/?$/.exec(input.pathname);
    const t = i18n.getFixedT(input.locale, app.i18n.ns);
    const appName = i18n.getFixedT(input.locale, 'common')('appName');
    const classId = classMatch ? decodeURIComponent(classMatch[1]) : undefined;
    const shared = input.data?.studentMaterial.classPlans ?? [];
    const ok = !!input.data && (classId === undefined || shared.some((c) => String(c.id) === classId));
    const title = studentTitle(t, appName, input.data, classId);
    return {
      html,
      title,
      appName,
      status: ok ? 200 : 404,
      embedded: jsonForScript(embedded),
      languages: {
        label: t('languageChoice.label'),
        names: { es: t('languageChoice.es'), en: t('languageChoice.en'), ca: t('languageChoice.ca') },
      },
      styles: [
        { id: 'platform-base-styles', css: baseCss() },
        { id: STYLE_ID, css: studentCss },
      ],
    } satisfies RenderOutput;
  });
  queue = run.catch(() => undefined);
  return run;
}
