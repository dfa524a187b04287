import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@platform/router';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Badge, Box, Button, Container, Flex, HStack, Heading, Link, Stack, Text, Wrap, chakra, formatDate } from '@platform/ui';
import { exploreApi } from '../../api/explore';
import { FolderCard, Grid3, GridItemLi, Pager, QueryState, ResourceCard } from '../../components/common';
import { useT } from '../../lib/i18n';
import { activeCount, toApiQuery, useRouteFilters, FEED_KEYS } from '../../lib/filters';
import { SearchBox } from '../search/SearchBox';

const WIDGET = 4;
export const startOfToday = () => { const d = new Date(); d.setHours(0, 0, 0, 0); return d.toISOString(); };

function Widget({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`w-${id}`} mb="8" data-testid={`widget-${id}`}>
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id={`w-${id}`}>{title}</Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

/** /feed: recent, most viewed (4 a page, two pages at start), topics, ephemerides calendar, featured folders, recommended, newest. */
export function FeedScreen() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const { filters, setList, clear, searchParams } = useRouteFilters();
  const feedQuery = Object.fromEntries(Object.entries(toApiQuery(filters)).filter(([k]) => (FEED_KEYS as readonly string[]).includes(k)));
  const filtered = activeCount(filters) > 0;
  const [mvPage, setMvPage] = useState(0);

  const recent = useQuery({ queryKey: ['explore', 'recent', locale], queryFn: () => exploreApi.lastViewed(WIDGET) });
  const mostViewed = useQuery({ queryKey: ['explore', 'mostViewed', locale, feedQuery, mvPage], queryFn: () => exploreApi.mostViewed(WIDGET, mvPage, feedQuery), placeholderData: keepPreviousData });
  // two pages at start: prefetch the second page
  useQuery({ queryKey: ['explore', 'mostViewed', locale, feedQuery, 1], queryFn: () => exploreApi.mostViewed(WIDGET, 1, feedQuery) });
  const topics = useQuery({ queryKey: ['explore', 'topics', locale, feedQuery], queryFn: () => exploreApi.available('Topics', feedQuery) });
  const ephemerides = useQuery({ queryKey: ['explore', 'ephemerides', locale], queryFn: () => exploreApi.ephemerides(0, 3, startOfToday()) });
  const folders = useQuery({ queryKey: ['explore', 'featuredFolders', locale], queryFn: () => exploreApi.mostViewedFolders(WIDGET) });
  const recommended = useQuery({ queryKey: ['explore', 'recommended', locale, feedQuery], queryFn: () => exploreApi.recommended(feedQuery) });
  const newest = useQuery({ queryKey: ['explore', 'newest', locale, feedQuery], queryFn: () => exploreApi.newest(feedQuery) });
  const selectedTopics = filters.lists.topicIds;

  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="feed-screen">
      <Heading as="h1" size="2xl" mb="4">{t('feed.title')}</Heading>
      <Box mb="6"><SearchBox onSearch={(text) => navigate(`/feed/search?text=${encodeURIComponent(text)}`)} /></Box>
      {filtered && (
        <HStack role="status" mb="6" gap="2" wrap="wrap" bg="bg.muted" p="3" rounded="md">
          <Text>{t('feed.filtered', { count: activeCount(filters) })}</Text>
          <Button size="xs" variant="outline" onClick={clear}>{t('filters.clear')}</Button>
          <Link asChild fontSize="sm"><RouterLink to={`/feed/search?${searchParams.toString()}`}>{t('feed.seeInSearch')}</RouterLink></Link>
        </HStack>
      )}
      <Widget id="recent" title={t('feed.recent')}>
        <QueryState query={recent} isEmpty={(d) => d.length === 0} empty={<Text color="fg.muted">{t('feed.recentEmpty')}</Text>}>
          {(d) => <Grid3 columns={4} label={t('feed.recent')}>{d.map((r) => <GridItemLi key={r.id}><ResourceCard r={r} /></GridItemLi>)}</Grid3>}
        </QueryState>
      </Widget>
      <Widget id="most-viewed" title={t('feed.mostViewed')} action={<HStack gap="4"><Link asChild fontSize="sm"><RouterLink to="/feed/search?popular=true">{t('feed.popular')}</RouterLink></Link><Link asChild fontSize="sm"><RouterLink to={`/feed/see-more?section=mostViewed&${searchParams.toString()}`}>{t('feed.seeMore')}</RouterLink></Link></HStack>}>
        <QueryState query={mostViewed} isEmpty={(d) => d.data.length === 0} empty={<Text color="fg.muted">{t('feed.empty')}</Text>}>
          {(d) => (<>
            <Grid3 columns={4} label={t('feed.mostViewed')}>{d.data.map((r) => <GridItemLi key={r.id}><ResourceCard r={r} /></GridItemLi>)}</Grid3>
            <Pager page={mvPage} pages={d.pages} onChange={setMvPage} label={t('feed.mostViewedPages')} />
          </>)}
        </QueryState>
      </Widget>
      <Widget id="topics" title={t('feed.topics')}>
        <QueryState query={topics} isEmpty={(d) => d.length === 0} empty={<Text color="fg.muted">{t('feed.empty')}</Text>}>
          {(d) => (
            <Wrap gap="2" as="ul" listStyleType="none" aria-label={t('feed.topics')}>
              {d.map((tp) => {
                const on = selectedTopics.includes(String(tp.id));
                return (
                  <chakra.li key={tp.id}>
                    <Button size="sm" variant={on ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={on}
                      onClick={() => setList('topicIds', on ? selectedTopics.filter((x) => x !== String(tp.id)) : [...selectedTopics, String(tp.id)])}>
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
        <QueryState query={ephemerides} isEmpty={(d) => d.data.length === 0} empty={<Text color="fg.muted">{t('feed.noEphemerides')}</Text>}>
          {(d) => (
            <Stack as="ul" listStyleType="none" gap="2" aria-label={t('feed.ephemerides')}>
              {d.data.map((e) => (
                <chakra.li key={e.id} borderWidth="1px" rounded="md" p="3">
                  <HStack gap="3" align="start">
                    <Badge colorPalette="purple"><time dateTime={e.date}>{formatDate(e.date)}</time></Badge>
                    <Stack gap="0">
                      <Link asChild fontWeight="semibold"><RouterLink to={`/feed/search/ephemeride/${e.id}`}>{e.name}</RouterLink></Link>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>{e.description}</Text>
                    </Stack>
                  </HStack>
                </chakra.li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Widget>
      <Widget id="folders" title={t('feed.featuredFolders')}>
        <QueryState query={folders} isEmpty={(d) => d.length === 0} empty={<Text color="fg.muted">{t('feed.empty')}</Text>}>
          {(d) => <Grid3 columns={4} label={t('feed.featuredFolders')}>{d.map((f) => <GridItemLi key={f.id}><FolderCard f={f} /></GridItemLi>)}</Grid3>}
        </QueryState>
      </Widget>
      <Widget id="recommended" title={t('feed.recommended')} action={<Link asChild fontSize="sm"><RouterLink to={`/feed/see-more?section=recommended&${searchParams.toString()}`}>{t('feed.seeMore')}</RouterLink></Link>}>
        <QueryState query={recommended} isEmpty={(d) => d.data.length === 0} empty={<Text color="fg.muted">{t('feed.empty')}</Text>}>
          {(d) => <Grid3 columns={4} label={t('feed.recommended')}>{d.data.map((r) => <GridItemLi key={r.id}><ResourceCard r={r} /></GridItemLi>)}</Grid3>}
        </QueryState>
      </Widget>
      <Widget id="newest" title={t('feed.newest')} action={<Link asChild fontSize="sm"><RouterLink to={`/feed/see-more?section=newest&${searchParams.toString()}`}>{t('feed.seeMore')}</RouterLink></Link>}>
        <QueryState query={newest} isEmpty={(d) => d.data.length === 0} empty={<Text color="fg.muted">{t('feed.empty')}</Text>}>
          {(d) => <Grid3 columns={4} label={t('feed.newest')}>{d.data.map((r) => <GridItemLi key={r.id}><ResourceCard r={r} /></GridItemLi>)}</Grid3>}
        </QueryState>
      </Widget>
    </Container>
  );
}
