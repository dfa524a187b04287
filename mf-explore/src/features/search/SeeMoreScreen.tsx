import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Container, Heading } from '@platform/ui';
import { CardList, Pager, QueryState, ResourceCard } from '../../components/common';
import { useRemoteT } from '@platform/remote-kit';
import { FEED_KEYS, toApiQuery, useRouteFilters } from '../../lib/filters';
import { PAGE_SIZE } from './SearchScreen';
import * as resourceApi from '@platform/api-client/resource';

const SECTIONS = ['recommended', 'newest', 'mostViewed', 'custom'] as const;
type Section = (typeof SECTIONS)[number];

/** /feed/see-more?section=recommended|newest|mostViewed|custom: the whole list of a feed widget, 6 a page. */
export function SeeMoreScreen() {
  const { t, locale } = useRemoteT();
  const { filters, page, setPage, searchParams } = useRouteFilters();
  const raw = searchParams.get('section');
  const section: Section = (SECTIONS as readonly string[]).includes(raw ?? '') ? (raw as Section) : 'recommended';
  const q = {
    ...Object.fromEntries(
      Object.entries(toApiQuery(filters)).filter(([k]) => (FEED_KEYS as readonly string[]).includes(k)),
    ),
    pageNumber: page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({
    queryKey: ['explore', 'seeMore', section, locale, q],
    queryFn: () =>
      section === 'newest'
        ? resourceApi.newest(q)
        : section === 'custom'
          ? resourceApi.custom(q)
          : section === 'mostViewed'
            ? resourceApi.mostViewed(PAGE_SIZE, page, q)
            : resourceApi.recommended(q),
    placeholderData: keepPreviousData,
  });
  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="see-more-screen">
      <Heading as="h1" size="2xl" mb="4">
        {t(`feed.${section}`)}
      </Heading>
      <QueryState query={query} isEmpty={(d) => d.data.length === 0}>
        {(d) => (
          <>
            <CardList items={d.data} label={t(`feed.${section}`)} card={(r) => <ResourceCard r={r} />} />
            <Pager page={page} pages={d.pages} onChange={(p) => setPage(p)} label={t('search.resourcesPages')} />
          </>
        )}
      </QueryState>
    </Container>
  );
}
