/** The feed a server render shows in the tests (src/server.tsx, ADR 0045): fakeApi's routes with covers. */
import { ApiError } from '@platform/api-client';
import type { RenderLanguage as Language } from '@platform/contracts/render';
import { card, on, paged, resetApi } from './fakeApi';

/** The recently viewed covers that are the page's (same origin), in the order the feed shows them. */
export const SAME_ORIGIN_COVERS = [
  '/files/covers/robots.webp',
  '/files/covers/huerto.webp',
  '/files/covers/musica.webp',
];
export const MOST_VIEWED_COVER = '/files/covers/mas-visto.webp';

/** fakeApi's defaults, the first row with covers (one on another origin: not preloaded) and one title to escape. */
export function serverFeedFixtures(): void {
  resetApi();
  on('GET', /GetLastViewedResources/, [
    card(1, 'Robots recicladores', { cover: SAME_ORIGIN_COVERS[0] }),
    card(2, 'Huerto lunar', { cover: SAME_ORIGIN_COVERS[1], novelty: true }),
    card(3, 'El ciclo del agua', { cover: 'https://cdn.example.org/agua.webp' }),
    card(4, 'Música con cacharros', { cover: SAME_ORIGIN_COVERS[2] }),
  ]);
  on('GET', /GetMostViewedResources/, (c: { params?: Record<string, unknown> }) => {
    const page = Number(c.params?.pageNumber ?? 0);
    // a title that must not end the embedding <script> (nor a line, U+2028, in older parsers)
    const title = page === 0 ? 'Escape </script><!-- & \u2028 «más visto»' : `Más visto ${page + 1}`;
    return paged([card(10 + page, title, { cover: MOST_VIEWED_COVER })], 12, page, 4);
  });
}

/** The renders the hydration test hydrates (src/test/feed-ssr.dump.tsx writes them). */
export const SERVER_CASES: Record<string, { locale: Language; failing?: RegExp; unanswered?: RegExp }> = {
  es: { locale: 'es' },
  en: { locale: 'en' },
  topicsFail: { locale: 'es', failing: /AvailableTopics/ },
  newestLate: { locale: 'es', unanswered: /ResourceApi\/Newest/ },
};
/** The render's `dataTimeoutMs` in the cases (only `unanswered` ones wait for it). */
export const CASE_DATA_TIMEOUT_MS = 500;

/** Sets the fake API of one case. */
export function serverCase(name: string): void {
  serverFeedFixtures();
  const { failing, unanswered } = SERVER_CASES[name];
  if (failing) on('GET', failing, new ApiError(500, 'INTERNAL', 'boom'));
  if (unanswered) on('GET', unanswered, () => new Promise(() => undefined));
}
