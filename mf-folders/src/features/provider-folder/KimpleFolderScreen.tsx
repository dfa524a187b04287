import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from '@platform/router';
import { Badge, Box, Button, ErrorState, HStack, Heading, Image, Link, Stack, Text } from '@platform/ui';
import { CardGrid, GridItem, Pager } from '@platform/ui/forms';
import type { Paged, ProviderFolderCard as ProviderCardT } from '@platform/contracts';
import * as kimpleApi from '@platform/api-client/kimple-folder';
import { qk, useProviderFolder, useProviderList } from '../../lib/queries';
import { ProgramCard, ProviderFacts, ProviderFolderCard, ResourceCard } from '../../components/cards';
import { FolderRoute } from '../../components/FolderRoute';
import { CardGridSkeleton, FolderSkeleton } from '../../components/Skeletons';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { ShareProviderModal } from '../sharing';

const PAGE = 6;
/** /kimple-folders/{id}: a provider folder (spec §3 provider folder card) with its resources, programs and related folders, paged. */
export function KimpleFolderScreen() {
  const { t } = useRemoteT();
  return (
    <FolderRoute
      useFolderOf={useProviderFolder}
      maxW="6xl"
      skeleton={<FolderSkeleton label={t('loadingFolder')} rows={2} />}
    >
      {(d) => <KimpleFolderView f={d} />}
    </FolderRoute>
  );
}

function KimpleFolderView({ f }: { f: ProviderCardT }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const copy = useMutation({
    mutationFn: () => kimpleApi.save(f.id),
    onSuccess: async (copyOf) => {
      toast('success', t('kimple.copied'));
      await qc.invalidateQueries({ queryKey: qk.mine });
      goTo(`/folders/${copyOf.id}`);
    },
    onError: () => toast('error', t('errors.copy')),
  });
  return (
    <Stack gap="8">
      <Link asChild fontSize="sm" alignSelf="start">
        <RouterLink to="/folders?tab=provider">← {t('kimple.back')}</RouterLink>
      </Link>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="start">
        {f.cover && (
          <Image
            src={f.cover}
            alt=""
            w={{ base: 'full', md: '80' }}
            h="48"
            objectFit="cover"
            rounded="lg"
            bg="bg.muted"
            flexShrink={0}
          />
        )}
        <Stack gap="3" flex="1" minW="0">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="2xl" wordBreak="break-word">
              {f.name}
            </Heading>
            {f.novelty && <Badge colorPalette="green">{t('provider.novelty')}</Badge>}
          </HStack>
          {f.description && (
            <Text color="fg.muted" whiteSpace="pre-wrap">
              {f.description}
            </Text>
          )}
          <Box as="section" aria-label={t('provider.facts')}>
            <ProviderFacts f={f} />
          </Box>
          <HStack gap="2" flexWrap="wrap">
            <Button colorPalette="brand" onClick={() => copy.mutate()} loading={copy.isPending}>
              {t('kimple.copy')}
            </Button>
            <Button variant="outline" onClick={() => setSharing(true)}>
              {t('share.open')}
            </Button>
          </HStack>
        </Stack>
      </Stack>
      <Section id={f.id} kind="resources" fetcher={kimpleApi.resources} render={(r) => <ResourceCard r={r} />} />
      <Section id={f.id} kind="programs" fetcher={kimpleApi.programs} render={(p) => <ProgramCard p={p} />} />
      <Section
        id={f.id}
        kind="folders"
        fetcher={kimpleApi.folders}
        render={(c) => <ProviderFolderCard f={c} heading="h3" />}
      />
      <ShareProviderModal open={sharing} onClose={() => setSharing(false)} folderId={f.id} />
    </Stack>
  );
}

/** What a section says when it has nothing (its title and pager label are `kimple.<kind>` and `kimple.<kind>Pages`). */
const EMPTY = { resources: 'kimple.noResources', programs: 'kimple.noPrograms', folders: 'kimple.noFolders' } as const;

/** One paged list of the folder (resources, programs or related folders), `PAGE` cards a page. */
function Section<T extends { id: number }>({
  id,
  kind,
  fetcher,
  render,
}: {
  id: number;
  kind: 'resources' | 'programs' | 'folders';
  fetcher: (id: number, page: number, size: number) => Promise<Paged<T>>;
  render: (item: T) => ReactNode;
}) {
  const { t } = useRemoteT();
  const [page, setPage] = useState(0);
  const q = useProviderList(id, kind, page, (i, p) => fetcher(i, p, PAGE)) as UseQueryResult<Paged<T>>;
  const title = t(`kimple.${kind}`);
  const headingId = `kimple-${kind}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {title}
        {q.data ? ` (${q.data.totalCount})` : ''}
      </Heading>
      {q.isPending ? (
        <CardGridSkeleton label={t('loading')} count={3} />
      ) : q.isError ? (
        <ErrorState title={t('errors.loadTitle')} description={t('errors.loadBody')} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <Text color="fg.muted">{t(EMPTY[kind])}</Text>
      ) : (
        <>
          <CardGrid label={title}>
            {q.data.data.map((item) => (
              <GridItem key={item.id}>{render(item)}</GridItem>
            ))}
          </CardGrid>
          <Pager
            page={page}
            pages={q.data.pages}
            onChange={setPage}
            label={t(`kimple.${kind}Pages`)}
            texts={{
              previous: t('pager.previous'),
              next: t('pager.next'),
              previousShort: t('pager.previousShort'),
              nextShort: t('pager.nextShort'),
              pageOf: (p, n) => t('pager.pageOf', { page: p, pages: n }),
            }}
          />
        </>
      )}
    </Stack>
  );
}
