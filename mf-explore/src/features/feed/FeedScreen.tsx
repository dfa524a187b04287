import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@platform/router';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
  Wrap,
  chakra,
  formatDate,
  useApiClient,
} from '@platform/ui';
import { CardGridSkeleton, FolderCard, CardList, Pager, QueryState, ResourceCard } from '../../components/common';
import { SearchBox } from '../../components/SearchBox';
import { useRemoteT } from '@platform/remote-kit';
import { activeCount, filterQueryString, pageParam, useRouteFilters } from '../../lib/filters';
import { FeedFilters } from './FeedFilters';
import { FIRST_COVERS, feedQueries, feedQueryOf } from '../../lib/feedQueries';

/** "Plan with what I have" (issue 19): its own chunk, loaded when the teacher opens it. */
const PlanPanel = lazy(() => import(/* webpackChunkName: "plan-panel" */ '../plan/PlanPanel'));

function PlanToggle() {
  const { t } = useRemoteT();
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
/**
 * An ephemeride's plain date `YYYY-MM-DD` as that calendar day (local midnight), for formatDate: the same day on the
 * server that renders the feed and in every time zone (`new Date('2026-04-22')` is UTC midnight: the 21st west of
 * Greenwich, and a server render in UTC would not match the browser's hydration there).
 */
export const calendarDay = (date: string): Date | string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : date;
};

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

/** /feed: recent, most viewed (4 a page, two pages at start), topics, ephemerides calendar, featured folders, recommended, newest. */
export function FeedScreen() {
  const { t, locale } = useRemoteT();
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
            <CardList
              items={d}
              columns={4}
              label={t('feed.recent')}
              card={(r, i) => <ResourceCard r={r} cover={i < FIRST_COVERS ? 'high' : undefined} />}
            />
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
              <CardList items={d.data} columns={4} label={t('feed.mostViewed')} card={(r) => <ResourceCard r={r} />} />
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
            <CardList
              items={d}
              columns={4}
              label={t('feed.featuredFolders')}
              card={(f) => <FolderCard f={f} cover="lazy" />}
            />
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
            <CardList
              items={d.data}
              columns={4}
              label={t('feed.recommended')}
              card={(r) => <ResourceCard r={r} cover="lazy" />}
            />
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
            <CardList
              items={d.data}
              columns={4}
              label={t('feed.newest')}
              card={(r) => <ResourceCard r={r} cover="lazy" />}
            />
          )}
        </QueryState>
      </Widget>
    </Container>
  );
}
