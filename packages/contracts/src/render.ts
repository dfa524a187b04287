/**
 * `@platform/contracts/render` — the ONE contract between the API and the apps' server bundles
 * (`<app>/dist-server/server.cjs`, docs/decisions/0053-request-scoped-concurrent-render.md): what a render is given,
 * what it answers, how it reaches the API, in which languages.
 *
 * Every server bundle exports `renderContract` (RENDER_CONTRACT) and `render(input: RenderInput)`. A render is
 * request-scoped: everything it reads (the user's data, the language, the path) comes in `input`; it keeps nothing
 * between renders, so renders of different users and languages run at the same time in one thread. The API runs them
 * on worker threads (packages/api/src/render/pool.ts) and writes the answer into the page with its template
 * (packages/api/src/render/template.ts): the bundle's `html` and `styles` are markup (React's and emotion's output);
 * everything else is a value the template escapes or serialises.
 */
import { z } from 'zod';

/** The version of this contract a bundle was built against (a bundle of another version is not run). */
export const RENDER_CONTRACT = 2;

/** The interface languages a page is rendered in (es is the platform's default). */
export const RENDER_LANGUAGES = ['es', 'en', 'ca'] as const;
export type RenderLanguage = (typeof RENDER_LANGUAGES)[number];
export const isRenderLanguage = (v: unknown): v is RenderLanguage =>
  typeof v === 'string' && (RENDER_LANGUAGES as readonly string[]).includes(v);

/** One request of a render to the API: what the browser would send (`url` is the path with its query string). */
export interface FetchApiRequest {
  method: string;
  /** `/api/v1/…` with its query string, `locale` included */
  url: string;
  /** the parsed JSON body, when there is one */
  body?: unknown;
}
/** The API's answer: its status and its parsed JSON body (null when empty). */
export interface FetchApiResponse {
  status: number;
  data: unknown;
}
/** The API with the signed-in user's authority (the API answers it in-process: same routes, rules and caches). */
export type FetchApi = (req: FetchApiRequest) => Promise<FetchApiResponse>;

/** What a bundle's `render` is given. */
export interface RenderInput {
  /** the path asked for (`/feed`, `/r/12/class/3`, `/login`) */
  pathname: string;
  /** its query string, '' when none */
  search: string;
  /** the interface language */
  lang: RenderLanguage;
  /** the API as the signed-in user; absent for a page rendered for anyone (the student view, the public pages) */
  fetchApi?: FetchApi;
  /** data the API already loaded for the page (the student view: GetStudentResource's answer, or null) */
  data?: unknown;
  /** the page around a remote's render (the shell's signed-in page): the remote's name and its markup */
  remote?: { name: string; html: string };
  /** how long the page's API requests are waited for; one not answered by then renders loading */
  dataTimeoutMs?: number;
}

/** A JSON value for `<script type="application/json" id={id}>`, serialised by the bundle (script-safe). */
export interface EmbeddedJson {
  id: string;
  json: string;
}

/** What a bundle's `render` answers (null from `render`: not a page it renders; the API then serves the app shell). */
export interface RenderOutput {
  /** 200, or 404 for a page that is not available (a student link that is not shared) */
  status: 200 | 404;
  /** the page's markup (React's output) */
  html: string;
  /** `<style>` elements for `<head>` (emotion's output, or the app's stylesheets) */
  styles: string;
  /** the page's `<title>`; null keeps the page's own */
  title: string | null;
  /** the state the markup was rendered from, for the browser's hydration */
  embedded: EmbeddedJson[];
  /** same-origin images the page paints first (covers), to preload */
  preloadImages: string[];
  /** the signed-in user the page was rendered for (the shell's signed-in page), else null */
  userId: number | null;
  /** the route layout's `<meta name="viewport">` content, null keeps the page's */
  viewport: string | null;
  /** the student view's bar drawn before the app starts: the brand's name and the language links' texts */
  bar: { appName: string; languages: { label: string; names: Record<RenderLanguage, string> } } | null;
}

/** What a server bundle exports. */
export interface RenderBundle {
  renderContract: typeof RENDER_CONTRACT;
  render(input: RenderInput): Promise<RenderOutput | null>;
}

/** An element id the page can carry as is. */
const elementId = z.string().regex(/^[A-Za-z][A-Za-z0-9_:-]{0,99}$/);

/** The API's check of an answer that crossed from a worker thread (a bundle is code the API did not build). */
export const renderOutputSchema = z.object({
  status: z.union([z.literal(200), z.literal(404)]),
  html: z.string(),
  styles: z.string(),
  title: z.string().max(500).nullable(),
  embedded: z.array(z.object({ id: elementId, json: z.string() })).max(8),
  preloadImages: z.array(z.string()).max(16),
  userId: z.number().int().positive().nullable(),
  viewport: z
    .string()
    .max(200)
    .regex(/^[\w\s=,.-]+$/)
    .nullable(),
  bar: z
    .object({
      appName: z.string().max(200),
      languages: z.object({
        label: z.string().max(200),
        names: z.object({ es: z.string().max(100), en: z.string().max(100), ca: z.string().max(100) }),
      }),
    })
    .nullable(),
}) satisfies z.ZodType<RenderOutput>;
