import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@platform/router';
import {
  useQuery,
  keepPreviousData,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Locale } from '@platform/session';
import type { ApiClient } from '@platform/api-client';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  Heading,
  Link,
  Modal,
  Stack,
  Text,
  Wrap,
  chakra,
  formatDate,
  useApiClient,
} from '@platform/ui';
import {
  CardGridSkeleton,
  CheckboxGroup,
  FolderCard,
  Grid3,
  GridItemLi,
  Pager,
  QueryState,
  ResourceCard,
} from '../../components/common';
import { useT } from '../../lib/i18n';
import {
  activeCount,
  filterQueryString,
  pageParam,
  parseFilters,
  toApiQuery,
  useRouteFilters,
  FEED_KEYS,
  type ListKey,
  type RouteFilters,
} from '../../lib/filters';
import type { ApiQuery as Query } from '@platform/api-client/resource';
import { SearchBox } from '../search/SearchBox';
import * as accountApi from '@platform/api-client/account';
import * as kimpleFolderApi from '@platform/api-client/kimple-folder';
import * as resourceApi from '@platform/api-client/resource';

const WIDGET = 4;
/** The covers of the first widget's row (the page's largest paint on a phone and on a desktop) load first. */
export const FIRST_COVERS = 4;
/** "Plan with what I have" (issue 19): its own chunk, loaded when the teacher opens it. */
const PlanPanel = lazy(() => import(/* webpackChunkName: "plan-panel" */ '../plan/PlanPanel'));

function PlanToggle() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box mb="4">
      <Button
        size="sm"
        variant={open ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-expanded={open}
        aria-controls="plan-panel"
        onClick={() => setOpen((o) => !o)}
        data-testid="plan-toggle"
      >
        {open ? t('plan.close') : t('plan.open')}
      </Button>
      {open && (
        <Box id="plan-panel" mt="3">
          <Suspense
            fallback={
              <Text color="fg.muted" aria-busy="true">
                {t('plan.loading')}
              </Text>
            }
          >
            <PlanPanel />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
/** The user's calendar day (local time) as a plain date `YYYY-MM-DD`: the server reads it as that day, whatever the time zone. */
export const startOfToday = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * An ephemeride's plain date `YYYY-MM-DD` as that calendar day (local midnight), for formatDate: the same day on the
 * server that renders the feed and in every time zone (`new Date('2026-04-22')` is UTC midnight: the 21st west of
 * Greenwich, and a server render in UTC would not match the browser's hydration there).
 */
export const calendarDay = (date: string): Date | string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : date;
};

/** The feed filters other than topics (spec §2 feed filters), each with its AccountApi/Available* list. */
export const FEED_FILTERS: Array<{
  kind: 'Months' | 'Skills' | 'ODS' | 'AgeRanges' | 'Subjects';
  key: ListKey;
  label: string;
}> = [
  { kind: 'Months', key: 'months', label: 'months' },
  { kind: 'Skills', key: 'skillIds', label: 'skills' },
  { kind: 'ODS', key: 'ODSIds', label: 'ODS' },
  { kind: 'AgeRanges', key: 'ageRangeIds', label: 'ageRanges' },
  { kind: 'Subjects', key: 'subjectIds', label: 'subjects' },
];

function FeedFilter({
  kind,
  name,
  legend,
  feedQuery,
  selected,
  onChange,
}: {
  kind: (typeof FEED_FILTERS)[number]['kind'];
  name: ListKey;
  legend: string;
  feedQuery: Query;
  selected: string[];
  onChange: (v: Array<string | number>) => void;
}) {
  const { t, locale } = useT();
  const api = useApiClient();
  const q = useQuery({
    queryKey: ['explore', 'available', kind, locale, feedQuery],
    queryFn: () => accountApi.available(kind, feedQuery, api),
    placeholderData: keepPreviousData,
  });
  const options = (q.data ?? []).map((o) => ({ id: o.id, name: o.name, count: o.count }));
  if (q.isError)
    return (
      <Text color="fg.muted" fontSize="sm" role="alert">
        {legend}: {t('errors.loadTitle')}
      </Text>
    );
  if (q.isPending)
    return (
      <Text color="fg.muted" fontSize="sm" aria-busy="true">
        {legend}…
      </Text>
    );
  if (!options.length && !selected.length) return null;
  return (
    <CheckboxGroup name={`feed-${name}`} legend={legend} options={options} selected={selected} onChange={onChange} />
  );
}

/**
 * The feed filters (months, skills, SDGs, age ranges, subjects), behind a toggle; values live in the route query. On a
 * phone they open in a full-height sheet with "clear filters" at its top (CSS picks the button: same markup at every
 * width, so the server's page hydrates as it is).
 */
function FeedFilters({
  filters,
  feedQuery,
  setList,
  clear,
}: {
  filters: RouteFilters;
  feedQuery: Query;
  setList: (k: ListKey, v: Array<string | number>) => void;
  clear: () => void;
}) {
  const { t } = useT();
  const active = FEED_FILTERS.reduce((n, f) => n + filters.lists[f.key].length, 0);
  const [open, setOpen] = useState(active > 0);
  const [sheet, setSheet] = useState(false);
  const groups = (
    <Box
      role="group"
      aria-label={t('feed.filtersLabel')}
      display="grid"
      gap="3"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
    >
      {FEED_FILTERS.map((f) => (
        <FeedFilter
          key={f.key}
          kind={f.kind}
          name={f.key}
          legend={t(`filters.${f.label}`)}
          feedQuery={feedQuery}
          selected={filters.lists[f.key]}
          onChange={(v) => setList(f.key, v)}
        />
      ))}
    </Box>
  );
  return (
    <Box mb="6" data-testid="feed-filters">
      <Button
        size="sm"
        variant="outline"
        display={{ base: 'none', md: 'inline-flex' }}
        aria-expanded={open}
        aria-controls="feed-filters-panel"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('feed.hideFilters') : t('feed.moreFilters')}
        {active ? ` (${active})` : ''}
      </Button>
      <Button
        size="sm"
        variant="outline"
        display={{ base: 'inline-flex', md: 'none' }}
        aria-haspopup="dialog"
        onClick={() => setSheet(true)}
      >
        {t('feed.moreFilters')}
        {active ? ` (${active})` : ''}
      </Button>
      <Modal
        open={sheet}
        onClose={() => setSheet(false)}
        title={t('feed.filtersLabel')}
        data-testid="feed-filters-sheet"
        footer={
          <Button w="full" colorPalette="brand" onClick={() => setSheet(false)}>
            {t('filters.seeResultsPending')}
          </Button>
        }
      >
        <Box mb="3">
          <Button size="sm" variant="outline" onClick={clear} disabled={active === 0}>
            {t('filters.clearN', { count: active })}
          </Button>
        </Box>
        {groups}
      </Modal>
      {open && !sheet && (
        <Box id="feed-filters-panel" mt="3" display={{ base: 'none', md: 'block' }}>
          {groups}
        </Box>
      )}
    </Box>
  );
}

function Widget({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={`w-${id}`} mb="8" data-testid={`widget-${id}`}>
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id={`w-${id}`}>
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

/**
 * The feed's data queries (keys and functions), shared by the screen and by `prefetchFeed`, so a prefetched answer is
 * the one the screen reads (the platform's client keeps answers fresh for 30 s: no second request). `api`: the client
 * the requests go through — the providers' one (`useApiClient`): the platform's in a browser, a server render's own
 * on the server (ADR 0053).
 */
export function feedQueries(locale: Locale, feedQuery: Query, mvPage: number, api?: ApiClient) {
  return {
    recent: { queryKey: ['explore', 'recent', locale], queryFn: () => resourceApi.lastViewed(WIDGET, api) },
    mostViewed: {
      queryKey: ['explore', 'mostViewed', locale, feedQuery, mvPage],
      queryFn: () => resourceApi.mostViewed(WIDGET, mvPage, feedQuery, api),
    },
    mostViewedNext: {
      queryKey: ['explore', 'mostViewed', locale, feedQuery, mvPage + 1],
      queryFn: () => resourceApi.mostViewed(WIDGET, mvPage + 1, feedQuery, api),
    },
    topics: {
      queryKey: ['explore', 'topics', locale, feedQuery],
      queryFn: () => accountApi.available('Topics', feedQuery, api),
    },
    ephemerides: {
      queryKey: ['explore', 'ephemerides', locale],
      queryFn: () => kimpleFolderApi.ephemerides(0, 3, startOfToday(), api),
    },
    folders: {
      queryKey: ['explore', 'featuredFolders', locale],
      queryFn: () => kimpleFolderApi.mostViewed(WIDGET, api),
    },
    recommended: {
      queryKey: ['explore', 'recommended', locale, feedQuery],
      queryFn: () => resourceApi.recommended(feedQuery, api),
    },
    newest: {
      queryKey: ['explore', 'newest', locale, feedQuery],
      queryFn: () => resourceApi.newest(feedQuery, api),
    },
  } as const;
}

/** The feed filters of a query string, as the API takes them (the screen's `feedQuery`). */
function feedQueryOf(filters: RouteFilters): Query {
  return Object.fromEntries(
    Object.entries(toApiQuery(filters)).filter(([k]) => (FEED_KEYS as readonly string[]).includes(k)),
  );
}

/**
 * Starts the feed's requests for `search` (the URL's query string) when the remote is mounted, before its first
 * render has committed (the screen's queries would start only then): the data arrives sooner, the screen finds it in
 * the cache. Called after the shell's guard, so the session (and its access token) is there. Resolves once every
 * request has settled, answered or failed (the server render waits for it: src/server.tsx, with its own `api`).
 */
export function prefetchFeed(search: string, locale: Locale, client: QueryClient, api?: ApiClient): Promise<unknown> {
  return Promise.all(
    Object.values(feedQueriesOf(search, locale, api)).map((o) =>
      client.prefetchQuery(o as FetchQueryOptions<unknown, Error, unknown, QueryKey>),
    ),
  );
}

/** The feed's queries for a URL query string (`search`): those prefetchFeed starts and the screen then reads. */
export function feedQueriesOf(search: string, locale: Locale, api?: ApiClient) {
  const sp = new URLSearchParams(search);
  return feedQueries(locale, feedQueryOf(parseFilters(sp)), pageParam(sp, 'mvpage'), api);
}

/** /feed: recent, most viewed (4 a page, two pages at start), topics, ephemerides calendar, featured folders, recommended, newest. */
export function FeedScreen() {
  const { t, locale } = useT();
  const api = useApiClient();
  const navigate = useNavigate();
  const { filters, setList, setPage, clear, searchParams } = useRouteFilters();
  const feedQuery = feedQueryOf(filters);
  const filtered = activeCount(filters) > 0;
  // the most-viewed page lives in the route query (?mvpage=), so Back and shared URLs keep it
  const mvPage = pageParam(searchParams, 'mvpage');
  const setMvPage = (p: number) => setPage(p, 'mvpage');
  const filterQs = filterQueryString(searchParams);

  const q = feedQueries(locale, feedQuery, mvPage, api);
  const recent = useQuery(q.recent);
  const mostViewed = useQuery({ ...q.mostViewed, placeholderData: keepPreviousData });
  // two pages at start: prefetch the next page (while there is one)
  useQuery({
    ...q.mostViewedNext,
    enabled: mostViewed.data === undefined || mvPage + 1 < mostViewed.data.pages,
  });
  const topics = useQuery(q.topics);
  const ephemerides = useQuery(q.ephemerides);
  const folders = useQuery(q.folders);
  const recommended = useQuery(q.recommended);
  const newest = useQuery(q.newest);
  const selectedTopics = filters.lists.topicIds;

  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="feed-screen">
      <Heading as="h1" size="2xl" mb="4">
        {t('feed.title')}
      </Heading>
      <Box mb="4">
        <SearchBox onSearch={(text) => navigate(`/feed/search?text=${encodeURIComponent(text)}`)} />
      </Box>
      <PlanToggle />
      <FeedFilters filters={filters} feedQuery={feedQuery} setList={setList} clear={clear} />
      {filtered && (
        <HStack role="status" mb="6" gap="2" wrap="wrap" bg="bg.muted" p="3" rounded="md">
          <Text>{t('feed.filtered', { count: activeCount(filters) })}</Text>
          <Button size="xs" variant="outline" onClick={clear}>
            {t('filters.clear')}
          </Button>
          <Link asChild fontSize="sm">
            <RouterLink to={`/feed/search?${filterQs}`}>{t('feed.seeInSearch')}</RouterLink>
          </Link>
        </HStack>
      )}
      <Widget id="recent" title={t('feed.recent')}>
        <QueryState
          query={recent}
          skeleton={<CardGridSkeleton />}
          isEmpty={(d) => d.length === 0}
          empty={<Text color="fg.muted">{t('feed.recentEmpty')}</Text>}
        >
          {(d) => (
            <Grid3 columns={4} label={t('feed.recent')}>
              {d.map((r, i) => (
                <GridItemLi key={r.id}>
                  <ResourceCard r={r} cover={i < FIRST_COVERS ? 'high' : undefined} />
                </GridItemLi>
              ))}
            </Grid3>
          )}
        </QueryState>
      </Widget>
      <Widget
        id="most-viewed"
        title={t('feed.mostViewed')}
        action={
          <HStack gap="4">
            <Link asChild fontSize="sm">
              <RouterLink to="/feed/search?popular=true">{t('feed.popular')}</RouterLink>
            </Link>
            <Link asChild fontSize="sm">
              <RouterLink to={`/feed/see-more?section=mostViewed&${filterQs}`}>{t('feed.seeMore')}</RouterLink>
            </Link>
          </HStack>
        }
      >
        <QueryState
          query={mostViewed}
          skeleton={<CardGridSkeleton />}
          isEmpty={(d) => d.data.length === 0}
          empty={<Text color="fg.muted">{t('feed.empty')}</Text>}
        >
          {(d) => (
            <>
              <Grid3 columns={4} label={t('feed.mostViewed')}>
                {d.data.map((r) => (
                  <GridItemLi key={r.id}>
                    <ResourceCard r={r} />
                  </GridItemLi>
                ))}
              </Grid3>
              <Pager page={mvPage} pages={d.pages} onChange={setMvPage} label={t('feed.mostViewedPages')} />
            </>
          )}
        </QueryState>
      </Widget>
      <Widget id="topics" title={t('feed.topics')}>
        <QueryState
          query={topics}
          isEmpty={(d) => d.length === 0}
          empty={<Text color="fg.muted">{t('feed.empty')}</Text>}
        >
          {(d) => (
            <Wrap gap="2" as="ul" listStyleType="none" aria-label={t('feed.topics')}>
              {d.map((tp) => {
                const on = selectedTopics.includes(String(tp.id));
                return (
                  <chakra.li key={tp.id}>
                    <Button
                      size="sm"
                      variant={on ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={on}
                      onClick={() =>
                        setList(
                          'topicIds',
                          on ? selectedTopics.filter((x) => x !== String(tp.id)) : [...selectedTopics, String(tp.id)],
                        )
                      }
                    >
                      {tp.name} ({tp.count})
                    </Button>
                  </chakra.li>
                );
              })}
            </Wrap>
          )}
        </QueryState>
      </Widget>
      <Widget id="ephemerides" title={t('feed.ephemerides')}>
        <QueryState
          query={ephemerides}
          isEmpty={(d) => d.data.length === 0}
          empty={<Text color="fg.muted">{t('feed.noEphemerides')}</Text>}
        >
          {(d) => (
            <Stack as="ul" listStyleType="none" gap="2" aria-label={t('feed.ephemerides')}>
              {d.data.map((e) => (
                <chakra.li key={e.id} borderWidth="1px" rounded="md" p="3">
                  <HStack gap="3" align="start">
                    <Badge colorPalette="purple">
                      <time dateTime={e.date}>{formatDate(calendarDay(e.date))}</time>
                    </Badge>
                    <Stack gap="0">
                      <Link asChild fontWeight="semibold">
                        <RouterLink to={`/feed/search/ephemeride/${e.id}`}>{e.name}</RouterLink>
                      </Link>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {e.description}
                      </Text>
                    </Stack>
                  </HStack>
                </chakra.li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Widget>
      <Widget id="folders" title={t('feed.featuredFolders')}>
        <QueryState
          query={folders}
          skeleton={<CardGridSkeleton kind="folder" />}
          isEmpty={(d) => d.length === 0}
          empty={<Text color="fg.muted">{t('feed.empty')}</Text>}
        >
          {(d) => (
            <Grid3 columns={4} label={t('feed.featuredFolders')}>
              {d.map((f) => (
                <GridItemLi key={f.id}>
                  <FolderCard f={f} cover="lazy" />
                </GridItemLi>
              ))}
            </Grid3>
          )}
        </QueryState>
      </Widget>
      <Widget
        id="recommended"
        title={t('feed.recommended')}
        action={
          <Link asChild fontSize="sm">
            <RouterLink to={`/feed/see-more?section=recommended&${filterQs}`}>{t('feed.seeMore')}</RouterLink>
          </Link>
        }
      >
        <QueryState
          query={recommended}
          skeleton={<CardGridSkeleton />}
          isEmpty={(d) => d.data.length === 0}
          empty={<Text color="fg.muted">{t('feed.empty')}</Text>}
        >
          {(d) => (
            <Grid3 columns={4} label={t('feed.recommended')}>
              {d.data.map((r) => (
                <GridItemLi key={r.id}>
                  <ResourceCard r={r} cover="lazy" />
                </GridItemLi>
              ))}
            </Grid3>
          )}
        </QueryState>
      </Widget>
      <Widget
        id="newest"
        title={t('feed.newest')}
        action={
          <Link asChild fontSize="sm">
            <RouterLink to={`/feed/see-more?section=newest&${filterQs}`}>{t('feed.seeMore')}</RouterLink>
          </Link>
        }
      >
        <QueryState
          query={newest}
          skeleton={<CardGridSkeleton />}
          isEmpty={(d) => d.data.length === 0}
          empty={<Text color="fg.muted">{t('feed.empty')}</Text>}
        >
          {(d) => (
            <Grid3 columns={4} label={t('feed.newest')}>
              {d.data.map((r) => (
                <GridItemLi key={r.id}>
                  <ResourceCard r={r} cover="lazy" />
                </GridItemLi>
              ))}
            </Grid3>
          )}
        </QueryState>
      </Widget>
    </Container>
  );
}
