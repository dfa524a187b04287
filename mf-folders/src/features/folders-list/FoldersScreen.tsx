import { useState } from 'react';
import { useSearchParams } from '@platform/router';
import { Box, Button, EmptyState, ErrorState, HStack, Heading, Stack, Text } from '@platform/ui';
import { CardGrid, GridItem, Tabs } from '@platform/ui/forms';
import type { FolderInfo } from '@platform/contracts';
import { useMyFolders, useProviderFolders } from '../../lib/queries';
import { FolderCard, OuterLink, ProviderFolderCard } from '../../components/cards';
import { CardGridSkeleton } from '../../components/Skeletons';
import { useRemoteT, goTo } from '@platform/remote-kit';
import { CreateFolderModal } from '../../components/FolderNameModal';

export type FolderTab = 'provider' | 'mine' | 'shared';
const TABS: FolderTab[] = ['provider', 'mine', 'shared'];

/** /folders: the three tabs of spec §2 (Kimple folders, my folders, shared with me). The tab is in the query (?tab=). */
export function FoldersScreen() {
  const { t } = useRemoteT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as FolderTab | null;
  const tab: FolderTab = raw && TABS.includes(raw) ? raw : 'mine';
  const select = (k: FolderTab) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('tab', k);
        return n;
      },
      { replace: true },
    );
  const [creating, setCreating] = useState(false);
  const mine = useMyFolders();
  const owned = (mine.data ?? []).filter((f) => f.permission === 'Owner');

  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
      <HStack justify="space-between" align="start" gap="4" flexWrap="wrap" mb="2">
        <Stack gap="1" flex="1" minW="60">
          <Heading as="h1" size="2xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('pageDescription')}</Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          {t('create.open')}
        </Button>
      </HStack>
      <Tabs
        idPrefix="folders"
        label={t('tabs.label')}
        selected={tab}
        onSelect={select}
        tabs={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
      >
        {tab === 'provider' && <ProviderTab />}
        {tab === 'mine' && <PersonalTab which="mine" onCreate={() => setCreating(true)} />}
        {tab === 'shared' && <PersonalTab which="shared" onCreate={() => setCreating(true)} />}
      </Tabs>
      <CreateFolderModal
        open={creating}
        onClose={() => setCreating(false)}
        taken={owned.map((f) => f.name)}
        onCreated={(f) => goTo(`/folders/${f.id}`)}
      />
    </Box>
  );
}

function PersonalTab({ which, onCreate }: { which: 'mine' | 'shared'; onCreate: () => void }) {
  const { t } = useRemoteT();
  const q = useMyFolders();
  if (q.isPending) return <CardGridSkeleton label={t('loading')} />;
  if (q.isError)
    return (
      <ErrorState title={t('errors.loadTitle')} description={t('errors.loadBody')} onRetry={() => void q.refetch()} />
    );
  const list = q.data.filter((f: FolderInfo) =>
    which === 'mine' ? f.permission === 'Owner' : f.permission !== 'Owner',
  );
  if (!list.length) {
    return which === 'mine' ? (
      <EmptyState
        title={t('empty.mineTitle')}
        description={t('empty.mineBody')}
        action={
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={onCreate}>
              {t('create.open')}
            </Button>
            <OuterLink to="/feed">{t('empty.explore')}</OuterLink>
          </HStack>
        }
      />
    ) : (
      <EmptyState title={t('empty.sharedTitle')} description={t('empty.sharedBody')} />
    );
  }
  return (
    <CardGrid label={t(`tabs.${which}`)}>
      {list.map((f) => (
        <GridItem key={f.id}>
          <FolderCard f={f} />
        </GridItem>
      ))}
    </CardGrid>
  );
}

function ProviderTab() {
  const { t } = useRemoteT();
  const q = useProviderFolders();
  if (q.isPending) return <CardGridSkeleton label={t('loading')} cardHeight="72" />;
  if (q.isError)
    return (
      <ErrorState title={t('errors.loadTitle')} description={t('errors.loadBody')} onRetry={() => void q.refetch()} />
    );
  if (!q.data.data.length)
    return (
      <EmptyState
        title={t('empty.providerTitle')}
        description={t('empty.providerBody')}
        action={<OuterLink to="/feed">{t('empty.explore')}</OuterLink>}
      />
    );
  return (
    <CardGrid label={t('tabs.provider')}>
      {q.data.data.map((f) => (
        <GridItem key={f.id}>
          <ProviderFolderCard f={f} />
        </GridItem>
      ))}
    </CardGrid>
  );
}
