import { lazy, Suspense, useState } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from '@platform/router';
import { Box, Button, Container, HStack, Heading, Text, chakra } from '@platform/ui';
import { CardList, Pager, ProgramCard, QueryState } from '../../components/common';
import { useRemoteT } from '@platform/remote-kit';
import { SearchBox } from '../search';
import { EXPLORE_PAGE_SIZES } from '@platform/contracts';
import * as programApi from '@platform/api-client/educational-program';

const FoundationContactModal = lazy(() => import('./FoundationContactModal'));

/** /programs: paged list with the owned / custom filters (query params, so Back restores them). */
export function ProgramsScreen() {
  const { t, locale } = useRemoteT();
  const [sp, setSp] = useSearchParams();
  const owned = sp.get('owned') === 'true';
  const custom = sp.get('custom') === 'true';
  const text = sp.get('text') ?? '';
  const page = Number(sp.get('page') ?? 0) || 0;
  const set = (k: string, v: string | undefined) => {
    const n = new URLSearchParams(sp);
    if (v) n.set(k, v);
    else n.delete(k);
    if (k !== 'page') n.delete('page');
    setSp(n);
  };
  const [contactOpen, setContactOpen] = useState(false);
  const q = useQuery({
    queryKey: ['explore', 'programs', locale, owned, custom, text, page],
    queryFn: () =>
      programApi.list(
        { text: text || undefined, pageNumber: page, pageSize: EXPLORE_PAGE_SIZES.programs },
        { owned, custom },
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="programs-screen">
      <HStack justify="space-between" align="center" wrap="wrap" gap="2" mb="4">
        <Heading as="h1" size="2xl">
          {t('programs.title')}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setContactOpen(true)} aria-haspopup="dialog">
          {t('foundation.open')}
        </Button>
      </HStack>
      {contactOpen && (
        <Suspense fallback={null}>
          <FoundationContactModal onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
      <Box mb="4">
        <SearchBox initial={text} onSearch={(v) => set('text', v || undefined)} />
      </Box>
      <HStack as="fieldset" gap="5" mb="5" wrap="wrap">
        <chakra.legend srOnly>{t('filters.title')}</chakra.legend>
        <chakra.label display="flex" gap="2" alignItems="center">
          <input type="checkbox" checked={owned} onChange={() => set('owned', owned ? undefined : 'true')} />
          {t('programs.owned')}
        </chakra.label>
        <chakra.label display="flex" gap="2" alignItems="center">
          <input type="checkbox" checked={custom} onChange={() => set('custom', custom ? undefined : 'true')} />
          {t('programs.custom')}
        </chakra.label>
      </HStack>
      <QueryState
        query={q}
        isEmpty={(d) => d.totalCount === 0}
        empty={
          <Box role="status" py="6">
            <Heading as="h2" size="md">
              {t('noResults.title')}
            </Heading>
            <Text color="fg.muted">{t('noResults.programs')}</Text>
          </Box>
        }
      >
        {(d) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('programs.count', { count: d.totalCount })}
            </Text>
            <CardList items={d.data} columns={4} label={t('programs.title')} card={(p) => <ProgramCard p={p} />} />
            <Pager
              page={page}
              pages={d.pages}
              onChange={(p) => set('page', p ? String(p) : undefined)}
              label={t('programs.pages')}
            />
          </>
        )}
      </QueryState>
    </Container>
  );
}
