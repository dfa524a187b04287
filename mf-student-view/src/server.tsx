/**
 * The server render of the student view (built to dist-server/server.cjs by @platform/mf-config/server, run by the API
 * on its render workers for GET /r/{id}: packages/api/src/render/student.ts, through `@platform/contracts/render`):
 * the SAME remote root as the browser's (providers, error boundary, route table, screens), rendered to HTML with
 * React's renderToString from the data the API answered, so the student reads the page before any JavaScript has run;
 * the browser build then hydrates it (docs/decisions/0012-student-server-render.md).
 *
 * Request-scoped (docs/decisions/0053-request-scoped-concurrent-render.md): the render's i18next clone, its path and
 * the answer it renders from reach the tree through its providers (`RenderScopeProvider`, `StudentServerData`);
 * nothing is kept in the module between renders.
 */
import { renderToString } from 'react-dom/server';
import { RENDER_CONTRACT, isRenderLanguage, type RenderInput, type RenderOutput } from '@platform/contracts/render';
import type { StudentResource } from '@platform/contracts';
import { apiClient } from '@platform/api-client';
import { loadTexts, renderI18n } from '@platform/i18n';
import { createRemote } from '@platform/remote-kit';
import { RenderScopeProvider, type RenderScope } from '@platform/ui/base';
import { baseCss } from '@platform/ui/plain';
import { jsonForScript } from '@platform/ui/server';
import { app } from './app';
import { routes } from './routes';
import {
  DATA_ELEMENT_ID,
  LANG_COOKIE,
  STYLE_ID,
  StudentServerData,
  studentCss,
  studentTitle,
  type EmbeddedData,
} from './features/student';
import { registerServerHtmlParser } from '@platform/resource-view/html-server';

// rich text is sanitised by walking a parsed tree (ADR 0047): here, with no DOM, htmlparser2's
registerServerHtmlParser();
export { DATA_ELEMENT_ID, LANG_COOKIE, STYLE_ID };
export type { RenderInput, RenderOutput };
/** The render contract this bundle was built against (the API runs only bundles of its own). */
export const renderContract = RENDER_CONTRACT;

const remote = createRemote(app, routes);
// every language's texts, loaded once when the bundle loads: a render loads nothing
const textsReady = loadTexts([app.i18n.ns, 'common']);

/** The stylesheets of the page, each with the id the browser checks before adding its own (static CSS of the build). */
const STYLES = `<style id="platform-base-styles">${baseCss()}</style><style id="${STYLE_ID}">${studentCss}</style>`;
const PATH = /^\/r\/([^/]+)(?:\/class\/([^/]+))?\/?$/;
/** A path segment as the route table reads it (decoded; as it is when it does not decode). */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Renders `/r/{id}` or `/r/{id}/class/{classId}` in `input.lang` from `input.data` (GetStudentResource's answer for
 * that link and language, or null: not available, status 404). `null` for another path or language.
 */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const m = PATH.exec(input.pathname);
  if (!m || !isRenderLanguage(input.lang)) return null;
  await textsReady;
  const { lang } = input;
  const id = decode(m[1]);
  const data = (input.data ?? null) as StudentResource | null;
  const embedded: EmbeddedData = { id, locale: lang, data };
  const i18n = await renderI18n(lang);
  const scope: RenderScope = {
    i18n,
    // the view makes no request on the server (its data is `input.data`); the platform's client is never called
    apiClient,
    location: { pathname: input.pathname, search: '' },
  };
  const html = renderToString(
    <RenderScopeProvider value={scope}>
      <StudentServerData value={embedded}>
        <remote.Root />
      </StudentServerData>
    </RenderScopeProvider>,
  );
  const t = i18n.getFixedT(lang, app.i18n.ns);
  const appName = i18n.getFixedT(lang, 'common')('appName');
  const classId = m[2] === undefined ? undefined : decode(m[2]);
  const shared = data?.studentMaterial.classPlans ?? [];
  const ok = !!data && (classId === undefined || shared.some((c) => String(c.id) === classId));
  return {
    status: ok ? 200 : 404,
    html,
    styles: STYLES,
    title: studentTitle(t, appName, data, classId),
    embedded: [{ id: DATA_ELEMENT_ID, json: jsonForScript(embedded) }],
    preloadImages: [],
    userId: null,
    viewport: null,
    bar: {
      appName,
      languages: {
        label: t('languageChoice.label'),
        names: { es: t('languageChoice.es'), en: t('languageChoice.en'), ca: t('languageChoice.ca') },
      },
    },
  };
}
