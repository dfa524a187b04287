import type { ReactNode } from 'react';
import { Link as RouterLink } from '@platform/router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Badge,
  Box,
  EmptyState,
  ErrorState,
  Heading,
  Image,
  Link,
  LoadingState,
  Stack,
  Text,
  VStack,
  chakra,
} from '@platform/ui';
import { useRemoteT, goTo } from '@platform/remote-kit';
import type {
  ProgramCard as ProgramCardT,
  ProviderFolderCard,
  ResourceCard as ResourceCardT,
} from '@platform/contracts';
import { categoryBadgeStyle } from '@platform/ui/plain';
import { Pager as KitPager } from '@platform/ui/forms';

/** Loading, error (with retry) and empty states around a query. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
  loadingLabel,
  skeleton,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (d: T) => boolean;
  empty?: ReactNode;
  children: (d: T) => ReactNode;
  loadingLabel?: string;
  /** What holds the content's place while it loads (CardGridSkeleton): nothing moves when the data arrives. */
  skeleton?: ReactNode;
}) {
  const { t } = useRemoteT();
  if (query.isPending && skeleton) {
    return (
      <Box position="relative">
        <Box srOnly>
          <LoadingState label={loadingLabel} />
        </Box>
        {skeleton}
      </Box>
    );
  }
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('errors.loadTitle')}
        description={t('errors.loadBody')}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState title={t('empty.generic')} />}</>;
  return <>{children(data)}</>;
}

/** The kit's pager with the explore texts. */
export function Pager(props: { page: number; pages: number; onChange: (p: number) => void; label: string }) {
  const { t } = useRemoteT();
  return (
    <KitPager
      {...props}
      texts={{
        previous: t('pager.previous'),
        next: t('pager.next'),
        previousShort: t('pager.previousShort'),
        nextShort: t('pager.nextShort'),
        pageOf: (page, pages) => t('pager.pageOf', { page, pages }),
      }}
    />
  );
}

const Checkbox = chakra('input');
export interface Option {
  id: number | string;
  name: string;
  count?: number;
}
/** A fieldset of native checkboxes (keyboard and screen-reader friendly), with facet counts. */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  name,
}: {
  legend: string;
  name: string;
  options: Option[];
  selected: Array<number | string>;
  onChange: (next: Array<number | string>) => void;
}) {
  const sel = new Set(selected.map(String));
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" rounded="md" p="3" minW="0">
      <chakra.legend fontWeight="semibold" fontSize="sm" px="1">
        {legend}
      </chakra.legend>
      <Stack gap="1" maxH="48" overflowY="auto" data-testid={`filter-${name}`}>
        {options.map((o) => {
          const id = `f-${name}-${o.id}`;
          const checked = sel.has(String(o.id));
          return (
            <chakra.label
              key={String(o.id)}
              display="flex"
              alignItems="center"
              gap="2"
              htmlFor={id}
              cursor="pointer"
              fontSize="sm"
            >
              <Checkbox
                id={id}
                type="checkbox"
                name={name}
                value={String(o.id)}
                checked={checked}
                disabled={!checked && o.count === 0}
                onChange={() =>
                  onChange(checked ? selected.filter((s) => String(s) !== String(o.id)) : [...selected, o.id])
                }
              />
              <Text as="span" flex="1">
                {o.name}
              </Text>
              {o.count !== undefined && (
                <Text as="span" color="fg.muted">
                  {o.count}
                </Text>
              )}
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}

/**
 * A whole card as one link. Its name is the card's text (no aria-label): a name that is only the title while the
 * card shows more (category, author, ages) fails WCAG 2.5.3 "label in name" (Lighthouse on /feed, issue 12).
 */
export function RouterLinkBox({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      display="block"
      _hover={{ textDecoration: 'none', shadow: 'md' }}
      rounded="lg"
      focusVisibleRing="outside"
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

const Card = ({ children }: { children: ReactNode }) => (
  <Box as="article" borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden" bg="bg" h="full">
    {children}
  </Box>
);

// Reserved sizes of the cards (first paint without layout shift, issue 12): the cover's box is there before the
// image (and when there is none), the text part has the height of its tallest content (badge, two title lines,
// author, meta, novelty), and the skeletons are the same boxes.
const RESOURCE_COVER_H = '32';
const FOLDER_COVER_H = '28';
const RESOURCE_BODY_MIN_H = '9.75rem';
const FOLDER_BODY_MIN_H = '6.5rem';

/** Placeholders with the cards' reserved size while a card grid loads. */
export function CardGridSkeleton({
  count = 4,
  columns = 4,
  kind = 'resource',
}: {
  count?: number;
  columns?: 3 | 4;
  kind?: 'resource' | 'folder';
}) {
  return (
    <Box
      aria-hidden="true"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }}
      gap="4"
      data-testid="card-grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden" bg="bg">
          <Box h={kind === 'folder' ? FOLDER_COVER_H : RESOURCE_COVER_H} bg="bg.muted" />
          <Box minH={kind === 'folder' ? FOLDER_BODY_MIN_H : RESOURCE_BODY_MIN_H} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * How a cover image loads: `high` for the first covers of a screen (the largest paint: fetched before the other
 * images), `lazy` below the fold (not fetched until scrolled near, so they do not compete with the first ones on a
 * slow connection), default: the browser's. Its box keeps its reserved size either way.
 */
export type CoverLoading = 'high' | 'lazy';
const coverProps = (loading?: CoverLoading) =>
  loading === 'high'
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : loading === 'lazy'
      ? ({ loading: 'lazy', decoding: 'async' } as const)
      : {};

export function ResourceCard({ r, cover }: { r: ResourceCardT; cover?: CoverLoading }) {
  const { t } = useRemoteT();
  return (
    <RouterLinkBox to={`/resource/${r.id}`}>
      <Card>
        {r.cover ? (
          <Image
            src={r.cover}
            alt=""
            h={RESOURCE_COVER_H}
            w="full"
            objectFit="cover"
            bg="bg.muted"
            {...coverProps(cover)}
          />
        ) : (
          <Box h={RESOURCE_COVER_H} bg="bg.muted" />
        )}
        <VStack align="start" gap="1" p="3" minH={RESOURCE_BODY_MIN_H}>
          {r.category && <Badge style={categoryBadgeStyle(r.category.color)}>{r.category.name}</Badge>}
          <Heading as="h3" size="sm" lineClamp={2}>
            {r.title}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {r.author.name}
          </Text>
          <Text fontSize="xs">{t('card.meta', { min: r.ageMin, max: r.ageMax, count: r.numberOfClasses })}</Text>
          {r.novelty && <Badge colorPalette="green">{t('card.new')}</Badge>}
        </VStack>
      </Card>
    </RouterLinkBox>
  );
}

export function ProgramCard({ p }: { p: ProgramCardT }) {
  const { t } = useRemoteT();
  return (
    <RouterLinkBox to={`/program/${p.id}`}>
      <Card>
        {p.thumbnail && <Image src={p.thumbnail} alt="" h="32" w="full" objectFit="cover" bg="bg.muted" />}
        <VStack align="start" gap="1" p="3">
          <Badge style={categoryBadgeStyle(p.categoryColor)}>
            {p.contentType === 1 ? t('program.typeProject') : t('program.typeProgram')}
          </Badge>
          <Heading as="h3" size="sm" lineClamp={2}>
            {p.name}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {p.author}
          </Text>
          <Text fontSize="xs">
            {t('program.cardMeta', {
              resources: p.resourceTotalQuantity,
              classes: p.classTotalQuantity,
              min: p.ageRange.min,
              max: p.ageRange.max,
            })}
          </Text>
          {p.usedEducationalProgram && <Badge colorPalette="blue">{t('program.used')}</Badge>}
        </VStack>
      </Card>
    </RouterLinkBox>
  );
}

export function FolderCard({ f, cover }: { f: ProviderFolderCard; cover?: CoverLoading }) {
  const { t } = useRemoteT();
  return (
    <Link
      href={`/kimple-folders/${f.id}`}
      onClick={(e) => {
        e.preventDefault();
        goTo(`/kimple-folders/${f.id}`);
      }}
      display="block"
      rounded="lg"
      focusVisibleRing="outside"
      _hover={{ textDecoration: 'none', shadow: 'md' }}
    >
      <Card>
        {f.cover ? (
          <Image
            src={f.cover}
            alt=""
            h={FOLDER_COVER_H}
            w="full"
            objectFit="cover"
            bg="bg.muted"
            {...coverProps(cover)}
          />
        ) : (
          <Box h={FOLDER_COVER_H} bg="bg.muted" />
        )}
        <VStack align="start" gap="1" p="3" minH={FOLDER_BODY_MIN_H}>
          <Heading as="h3" size="sm" lineClamp={2}>
            {f.name}
          </Heading>
          <Text fontSize="xs">
            {t('folder.cardMeta', { resources: f.resourcesCount, sessions: f.sessions, min: f.ageMin, max: f.ageMax })}
          </Text>
          {f.novelty && <Badge colorPalette="green">{t('card.new')}</Badge>}
        </VStack>
      </Card>
    </Link>
  );
}

/** A labelled grid of cards, 3 or 4 a row from `md`: `card` draws each item (with its index) in its list item. */
export function CardList<T extends { id: number }>({
  items,
  label,
  columns = 3,
  card,
}: {
  items: T[];
  label?: string;
  columns?: 3 | 4;
  card: (item: T, i: number) => ReactNode;
}) {
  return (
    <Box
      as="ul"
      role="list"
      aria-label={label}
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }}
      gap="4"
      listStyleType="none"
      p="0"
      m="0"
    >
      {items.map((x, i) => (
        <Box as="li" key={x.id}>
          {card(x, i)}
        </Box>
      ))}
    </Box>
  );
}
export { EmptyState };
