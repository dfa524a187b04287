import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  HStack,
  Heading,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
  chakra,
  formatPercent,
} from '@platform/ui';
import { Link as RouterLink, useSearchParams } from '@platform/router';
import type { KreaContentCard, KreaResourceCard } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { qk } from '../../lib/krea';
import { Toggle } from '../../components/Toggle';

export type DashboardTab = 'published' | 'drafts' | 'inRevision' | 'metrics';
const TABS: Array<[DashboardTab, string]> = [
  ['published', '/krea/published'],
  ['drafts', '/krea/drafts'],
  ['inRevision', '/krea/in-revision'],
  ['metrics', '/krea/published?tab=metrics'],
];
const STATUS: Record<Exclude<DashboardTab, 'metrics'>, kreaApi.ContentListStatus> = {
  published: 'approved',
  drafts: 'hidden',
  inRevision: 'inReview',
};
type Ownership = kreaApi.ContentOwnership;

const Tab = chakra(RouterLink, {
  base: {
    px: '3',
    py: '2',
    rounded: 'md',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'fg.muted',
    textDecoration: 'none',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
    '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast' },
  },
});

/** A content as a card (grid) or a row (list): title, type, languages with their review state, completeness, resources. */
export function ContentCard({ c, view }: { c: KreaContentCard; view: 'cards' | 'list' }) {
  const { t, locale } = useRemoteT();
  const langs = Object.entries(c.activatedLanguages);
  const body = (
    <Stack gap="1" flex="1" minW="0">
      <Link asChild fontWeight="semibold" lineClamp={2}>
        <RouterLink to={`/krea/content/${c.id}`}>{c.title || t('dashboard.untitled')}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {t(`contentType.${c.contentType}`)} · {c.own ? t('dashboard.ownCreation') : t(`permission.${c.permission}`)} ·{' '}
        {c.mainAuthor}
      </Text>
      <HStack gap="1" flexWrap="wrap">
        {langs.map(([l, s]) => (
          <Badge key={l} size="sm" colorPalette={s === 'approved' ? 'green' : s === 'inReview' ? 'orange' : 'gray'}>
            {t(`lang.${l}`)}: {t(`state.${s}`)}
          </Badge>
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('dashboard.meta', { count: c.resources, completeness: formatPercent(c.completeness, locale) })}
      </Text>
    </Stack>
  );
  if (view === 'list')
    return (
      <HStack as="li" p="3" borderWidth="1px" rounded="md" gap="3" data-testid="content-card">
        {body}
      </HStack>
    );
  return (
    <Stack as="li" borderWidth="1px" rounded="lg" overflow="hidden" gap="0" data-testid="content-card">
      {c.image ? <Image src={c.image} alt="" h="28" objectFit="cover" bg="bg.muted" /> : <Box h="28" bg="bg.muted" />}
      <Box p="3">{body}</Box>
    </Stack>
  );
}

/** the resource editor (read-only for a network resource) or a preview, in the card's language */
const resourceLink = (r: KreaResourceCard, tail = '') =>
  `/krea/resource/${r.id}${tail}${r.locale ? `?locale=${r.locale}` : ''}`;

/** The languages a resource is published in, or "draft". */
function Available({ langs }: { langs: string[] }) {
  const { t } = useRemoteT();
  return (
    <Text fontSize="xs" color="fg.muted">
      {langs.length ? langs.map((l) => t(`lang.${l}`)).join(', ') : t('state.draft')}
    </Text>
  );
}

function ResourceStrip({ owner }: { owner: boolean }) {
  const { t } = useRemoteT();
  const q = useQuery({ queryKey: qk.resources(owner), queryFn: () => kreaApi.resources(owner, 0, 6) });
  const items: KreaResourceCard[] = q.data?.data ?? [];
  const title = owner ? t('resources.mine') : t('resources.network');
  return (
    <Stack as="section" aria-label={title} gap="2">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Link asChild fontSize="sm">
          <RouterLink to={owner ? '/krea/my-resources' : '/krea/schools-group-resources'}>
            {t('resources.seeMore')}
          </RouterLink>
        </Link>
      </HStack>
      {q.isSuccess && !items.length && (
        <Text color="fg.muted" fontSize="sm">
          {owner ? t('resources.emptyMine') : t('resources.emptyNetwork')}
        </Text>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        {items.map((r) => (
          <Box as="li" key={r.id} p="3" borderWidth="1px" rounded="md">
            <Link asChild fontWeight="semibold" lineClamp={1}>
              <RouterLink to={resourceLink(r)}>{r.title || t('dashboard.untitled')}</RouterLink>
            </Link>
            <Available langs={r.available} />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The in-revision tab's resources waiting for review (ADR 0047): an approver's whole network, else mine. */
function ResourcesInReview() {
  const { t } = useRemoteT();
  const q = useQuery({ queryKey: ['krea', 'resources', 'inReview'], queryFn: () => kreaApi.resourcesInReview() });
  const items: KreaResourceCard[] = q.data?.data ?? [];
  if (!items.length) return null;
  return (
    <Stack as="section" aria-label={t('resources.inReview')} gap="2">
      <Heading as="h2" size="md">
        {t('resources.inReview')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        {items.map((r) => (
          <Box as="li" key={r.id} p="3" borderWidth="1px" rounded="md">
            <Link asChild fontWeight="semibold">
              <RouterLink to={resourceLink(r)}>{r.title || t('dashboard.untitled')}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {r.inReview.map((l) => t(`lang.${l}`)).join(', ')}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Metrics() {
  const { t } = useRemoteT();
  // one hook call per list, at the top level (rules of hooks)
  const approved = useQuery({
    queryKey: qk.list('approved', 'all'),
    queryFn: () => kreaApi.contents('approved', 'all'),
  });
  const hidden = useQuery({ queryKey: qk.list('hidden', 'all'), queryFn: () => kreaApi.contents('hidden', 'all') });
  const inReview = useQuery({
    queryKey: qk.list('inReview', 'all'),
    queryFn: () => kreaApi.contents('inReview', 'all'),
  });
  const lists = [
    ['approved', approved],
    ['hidden', hidden],
    ['inReview', inReview],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid="krea-metrics">
      {lists.map(([s, q]) => (
        <Stack key={s} p="4" borderWidth="1px" rounded="lg" gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t(`metrics.${s}`)}
          </Text>
          <Text fontSize="3xl" fontWeight="bold">
            {q.data?.totalCount ?? '…'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Dashboard (krea.md §2): Published, Drafts, In review and Metrics; own creations versus collaborations; cards or list. */
export function DashboardScreen({ tab: routeTab }: { tab: DashboardTab }) {
  const { t } = useRemoteT();
  const [search] = useSearchParams();
  const tab: DashboardTab = search.get('tab') === 'metrics' ? 'metrics' : routeTab;
  const [ownership, setOwnership] = useState<Ownership>('all');
  const [view, setView] = useState<'cards' | 'list'>('cards');
  /** one pressed choice of `options`, labelled `dashboard.${option}` */
  const toggles = <T extends 'all' | 'own' | 'collaborations' | 'cards' | 'list'>(
    label: string,
    options: readonly T[],
    value: T,
    onChange: (v: T) => void,
  ) => (
    <HStack role="group" aria-label={label} gap="1">
      {options.map((o) => (
        <Toggle key={o} size="xs" on={value === o} onClick={() => onChange(o)}>
          {t(`dashboard.${o}`)}
        </Toggle>
      ))}
    </HStack>
  );
  const status = tab === 'metrics' ? null : STATUS[tab];
  const q = useQuery({
    queryKey: qk.list(status ?? '-', ownership),
    queryFn: () => kreaApi.contents(status!, ownership),
    enabled: !!status,
  });
  const items = q.data?.data ?? [];
  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t(`tabs.${tab}`)}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/feed">{t('dashboard.backToPlatform')}</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/krea/create-content">{t('dashboard.create')}</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <HStack as="nav" aria-label={t('tabs.label')} gap="1" flexWrap="wrap">
        {TABS.map(([k, to]) => (
          <Tab key={k} to={to} aria-current={k === tab ? 'page' : undefined}>
            {t(`tabs.${k}`)}
          </Tab>
        ))}
      </HStack>
      {tab === 'metrics' ? (
        <Metrics />
      ) : (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            {toggles(t('dashboard.ownership'), ['all', 'own', 'collaborations'] as const, ownership, setOwnership)}
            {toggles(t('dashboard.view'), ['cards', 'list'] as const, view, setView)}
          </HStack>
          {q.isError && (
            <Text role="alert" color="danger">
              {t('errors.load')}
            </Text>
          )}
          {q.isSuccess && !items.length && (
            <Stack p="6" borderWidth="1px" borderStyle="dashed" rounded="lg" align="center" gap="3" textAlign="center">
              <Text>{t(`empty.${tab}`)}</Text>
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to="/krea/create-content">{t('dashboard.create')}</RouterLink>
              </Button>
            </Stack>
          )}
          {view === 'cards' ? (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, sm: 2, lg: 3 }}
              gap="3"
              aria-label={t(`tabs.${tab}`)}
            >
              {items.map((c) => (
                <ContentCard key={c.id} c={c} view="cards" />
              ))}
            </SimpleGrid>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label={t(`tabs.${tab}`)}>
              {items.map((c) => (
                <ContentCard key={c.id} c={c} view="list" />
              ))}
            </Stack>
          )}
        </>
      )}
      {tab === 'inRevision' && <ResourcesInReview />}
      <ResourceStrip owner />
      <ResourceStrip owner={false} />
    </Stack>
  );
}

/** /krea/my-resources and /krea/schools-group-resources: the resource list with "See more" (6 at a time). */
export function ResourcesScreen({ owner }: { owner: boolean }) {
  const { t, locale } = useRemoteT();
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const r = await kreaApi.createResource(locale);
      goTo(`/krea/resource/${r.id}`);
    } catch {
      toast('error', t('errors.create'));
      setCreating(false);
    }
  };
  const [pages, setPages] = useState(1);
  const q = useQuery({
    queryKey: [...qk.resources(owner), pages],
    queryFn: () => kreaApi.resources(owner, 0, 6 * pages),
  });
  const items = q.data?.data ?? [];
  return (
    <Stack gap="4" p={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          {owner ? t('resources.mine') : t('resources.network')}
        </Heading>
        {owner && (
          <Button colorPalette="brand" loading={creating} onClick={() => void create()}>
            {t('resources.create')}
          </Button>
        )}
      </HStack>
      {q.isSuccess && !items.length && (
        <Text color="fg.muted">{owner ? t('resources.emptyMine') : t('resources.emptyNetwork')}</Text>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        {items.map((r) => (
          <Box as="li" key={r.id} p="3" borderWidth="1px" rounded="md">
            {/* a network resource opens read-only (the API gives its readers commenter rights); its previews too */}
            <Link asChild fontWeight="semibold">
              <RouterLink to={resourceLink(r)}>{r.title || t('dashboard.untitled')}</RouterLink>
            </Link>
            {!r.own && (
              <Link asChild fontSize="xs" ms="2">
                <RouterLink
                  to={resourceLink(r, '/preview')}
                  aria-label={t('resources.previewOf', { title: r.title || t('dashboard.untitled') })}
                >
                  {t('resource.preview.teacher')}
                </RouterLink>
              </Link>
            )}
            <Available langs={r.available} />
          </Box>
        ))}
      </SimpleGrid>
      {q.data && q.data.totalCount > items.length && (
        <Button alignSelf="center" variant="outline" onClick={() => setPages((p) => p + 1)}>
          {t('resources.seeMore')}
        </Button>
      )}
    </Stack>
  );
}
