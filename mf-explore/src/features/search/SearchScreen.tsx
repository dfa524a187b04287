import { useState, type ReactNode } from 'react';
import { useParams } from '@platform/router';
import { useQuery, keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { Box, Button, Container, Flex, Heading, Modal, Stack, Text } from '@platform/ui';
import { CardList, FolderCard, Pager, ProgramCard, QueryState, ResourceCard } from '../../components/common';
import { useRemoteT } from '@platform/remote-kit';
import { activeCount, pageParam, toApiQuery, useRouteFilters } from '../../lib/filters';
import { SearchBox } from '../../components/SearchBox';
import { FiltersPanel } from './FiltersPanel';
import * as programApi from '@platform/api-client/educational-program';
import * as kimpleFolderApi from '@platform/api-client/kimple-folder';
import * as resourceApi from '@platform/api-client/resource';

export const PAGE_SIZE = 6;

/** A page of one kind of result (`kind`) for the query `q`; the page shown stays while the next one loads. */
function useResultPage<Q extends object, R>(
  kind: 'programs' | 'folders',
  q: Q,
  page: number,
  read: (q: Q & { pageNumber: number; pageSize: number }) => Promise<R>,
  enabled: boolean,
) {
  const { locale } = useRemoteT();
  return useQuery({
    queryKey: ['explore', 'search', kind, locale, q, page],
    queryFn: () => read({ ...q, pageNumber: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One kind of result (`id`: its heading's): the heading with the total, the cards or the `empty` text, the pager. */
function ResultSection<T extends { id: number }>({
  id,
  title,
  query,
  busy,
  empty,
  pagesLabel,
  onPage,
  card,
}: {
  id: string;
  title: string;
  query: UseQueryResult<{ data: T[]; totalCount: number; pageNumber: number; pages: number }>;
  busy?: boolean;
  empty: string;
  pagesLabel: string;
  onPage: (page: number) => void;
  card: (item: T) => ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} aria-busy={busy}>
      <Heading as="h2" size="lg" id={id} mb="3">
        {title}
        {query.data ? ` (${query.data.totalCount})` : ''}
      </Heading>
      <QueryState query={query} isEmpty={(d) => d.totalCount === 0} empty={<Text color="fg.muted">{empty}</Text>}>
        {(d) => (
          <>
            <CardList items={d.data} label={title} card={card} />
            <Pager page={d.pageNumber} pages={d.pages} onChange={onPage} label={pagesLabel} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** /feed/search (+ /feed/search/ephemeride/:ephemerideId; ?popular=true; ?subtopicIds=): resources, programs and provider folders. */
export function SearchScreen() {
  const { t, locale } = useRemoteT();
  const { ephemerideId } = useParams();
  const { filters, page, setList, setParam, setPage, clear, searchParams } = useRouteFilters();
  // filters open beside the results on wide screens; on a phone, a full-height sheet behind a button (which of the
  // two is CSS's choice, so the markup is the same at every width)
  const [showFilters, setShowFilters] = useState(true);
  const [sheet, setSheet] = useState(false);
  const api = toApiQuery(filters);
  const pPage = pageParam(searchParams, 'ppage');
  const fPage = pageParam(searchParams, 'fpage');
  const resources = useQuery({
    queryKey: ['explore', 'search', 'resources', locale, api, ephemerideId, page],
    queryFn: () => resourceApi.search({ ...api, ephemerideId, pageNumber: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // facet counts in parallel: results show as soon as they come
  const facets = useQuery({
    queryKey: ['explore', 'search', 'facets', locale, api, ephemerideId],
    queryFn: () => resourceApi.searchFacets({ ...api, ephemerideId }),
    placeholderData: keepPreviousData,
  });
  const programQ = {
    text: filters.text,
    categoryIds: filters.lists.categoryIds,
    ageRangeIds: filters.lists.ageRangeIds,
    languages: filters.lists.languages,
  };
  const programs = useResultPage('programs', programQ, pPage, programApi.list, !ephemerideId);
  const folderQ = {
    text: filters.text,
    crossAreaIds: filters.lists.crossAreaIds,
    ODSIds: filters.lists.ODSIds,
    ageRangeIds: filters.lists.ageRangeIds,
  };
  const folders = useResultPage('folders', folderQ, fPage, kimpleFolderApi.search, !ephemerideId);
  const ephemerides = useQuery({
    queryKey: ['explore', 'allEphemerides', locale],
    queryFn: () => kimpleFolderApi.allEphemerides(),
    enabled: !!ephemerideId,
  });
  const eph = ephemerides.data?.find((e) => String(e.id) === ephemerideId);

  const done = resources.isSuccess && (ephemerideId || (programs.isSuccess && folders.isSuccess));
  const noResults =
    done &&
    resources.data!.totalCount === 0 &&
    (ephemerideId || (programs.data!.totalCount === 0 && folders.data!.totalCount === 0));
  const title = ephemerideId
    ? (eph?.name ?? t('search.ephemeride'))
    : filters.popular
      ? t('search.popular')
      : filters.text
        ? t('search.resultsFor', { text: filters.text })
        : t('search.title');

  const panel = {
    facets: facets.data?.facets,
    filters,
    onChange: setList,
    onAuthor: (id: string | undefined) => setParam('authorId', id),
    onClear: clear,
    authorName: resources.data?.data.find((r) => String(r.author.id) === filters.authorId)?.author.name,
  };

  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="search-screen">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      {eph && (
        <Text mb="4" color="fg.muted">
          {eph.description}
        </Text>
      )}
      <Box mb="5">
        <SearchBox
          initial={filters.text ?? ''}
          onSearch={(text) => setParam('text', text || undefined)}
          onTopic={(id) => {
            if (!filters.lists.topicIds.includes(String(id)))
              setList('topicIds', [...filters.lists.topicIds, String(id)]);
          }}
        />
      </Box>
      <Button
        size="sm"
        variant="outline"
        mb="3"
        display={{ base: 'none', md: 'inline-flex' }}
        aria-expanded={showFilters}
        aria-controls="filters-col"
        onClick={() => setShowFilters((s) => !s)}
      >
        {showFilters ? t('filters.hide') : t('filters.show')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        mb="3"
        display={{ base: 'inline-flex', md: 'none' }}
        aria-haspopup="dialog"
        onClick={() => setSheet(true)}
      >
        {t('filters.showN', { count: activeCount(filters) })}
      </Button>
      <Modal
        open={sheet}
        onClose={() => setSheet(false)}
        title={t('filters.title')}
        data-testid="filters-sheet"
        footer={
          <Button w="full" colorPalette="brand" onClick={() => setSheet(false)}>
            {resources.data
              ? t('filters.seeResults', { count: resources.data.totalCount })
              : t('filters.seeResultsPending')}
          </Button>
        }
      >
        <FiltersPanel {...panel} inSheet />
      </Modal>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
        {!sheet && (
          <Box id="filters-col" w="64" flexShrink={0} display={{ base: 'none', md: showFilters ? 'block' : 'none' }}>
            <FiltersPanel {...panel} />
          </Box>
        )}
        <Stack flex="1" minW="0" gap="8">
          {noResults && (
            <Box role="status" data-testid="no-results" textAlign="center" py="6">
              <Heading as="h2" size="lg">
                {t('noResults.title')}
              </Heading>
              <Text color="fg.muted">{t('noResults.hint')}</Text>
            </Box>
          )}
          <ResultSection
            id="res-h"
            title={t('search.resources')}
            query={resources}
            busy={resources.isFetching}
            empty={t('noResults.resources')}
            pagesLabel={t('search.resourcesPages')}
            onPage={(p) => setPage(p)}
            card={(r) => <ResourceCard r={r} />}
          />
          {!ephemerideId && (
            <ResultSection
              id="prog-h"
              title={t('search.programs')}
              query={programs}
              empty={t('noResults.programs')}
              pagesLabel={t('search.programsPages')}
              onPage={(p) => setPage(p, 'ppage')}
              card={(p) => <ProgramCard p={p} />}
            />
          )}
          {!ephemerideId && (
            <ResultSection
              id="fold-h"
              title={t('search.folders')}
              query={folders}
              empty={t('noResults.folders')}
              pagesLabel={t('search.foldersPages')}
              onPage={(p) => setPage(p, 'fpage')}
              card={(f) => <FolderCard f={f} />}
            />
          )}
        </Stack>
      </Flex>
    </Container>
  );
}
