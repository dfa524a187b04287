import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from '@platform/router';
import { Badge, Box, HStack, Heading, Image, Link, Text, VStack, formatDate } from '@platform/ui';
import { categoryBadgeStyle } from '@platform/ui/plain';
import type {
  FolderInfo,
  ProgramCard as ProgramCardT,
  ProviderFolderCard as ProviderCardT,
  ResourceCard as ResourceCardT,
} from '@platform/contracts';
import { useRemoteT, goTo } from '@platform/remote-kit';

// A plain box, not an <article>: inside the card's link, an article role would hide the card's text from the link's
// name (name from content does not descend into it), leaving the link nameless.
const Card = ({ children }: { children: ReactNode }) => (
  <Box borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden" bg="bg" h="full">
    {children}
  </Box>
);
const linkStyle = {
  display: 'block',
  rounded: 'lg',
  focusRing: 'outside',
  h: 'full',
  _hover: { textDecoration: 'none', shadow: 'md' },
} as const;

/**
 * A whole card as a link to a route of this remote (react-router). Its name is the card's text (no aria-label): a name
 * that is only the title while the card shows more (counts, dates, sharing) fails WCAG 2.5.3 "label in name" (axe
 * label-content-name-mismatch), as mf-explore's RouterLinkBox says.
 */
function InnerLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild {...linkStyle}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
/** A link to a route of another app (the platform navigates; the href keeps open-in-new-tab working). */
export function OuterLink({
  to,
  label,
  children,
  ...rest
}: { to: string; label?: string; children: ReactNode } & Record<string, unknown>) {
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    goTo(to);
  };
  return (
    <Link href={to} onClick={onClick} aria-label={label} {...rest}>
      {children}
    </Link>
  );
}

/** Duration in minutes as "2 h 30 min" / "45 min". */
export function useDuration() {
  const { t } = useRemoteT();
  return (minutes: number) =>
    minutes >= 60 && minutes % 60 === 0
      ? t('provider.durationHours', { hours: minutes / 60 })
      : minutes >= 60
        ? t('provider.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
        : t('provider.durationMinutes', { count: minutes });
}

/** A personal folder (mine or shared with me): name, description, resources, dates, sharing (spec §3 Folder). */
export function FolderCard({ f }: { f: FolderInfo }) {
  const { t } = useRemoteT();
  const mine = f.permission === 'Owner';
  return (
    <InnerLink to={`/folders/${f.id}`}>
      <Card>
        <VStack align="start" gap="2" p="4" h="full">
          <Heading as="h2" size="md" lineClamp={2} wordBreak="break-word">
            {f.name}
          </Heading>
          {f.description && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {f.description}
            </Text>
          )}
          <Text fontSize="sm">{t('card.resources', { count: f.resourcesCount })}</Text>
          <Text fontSize="xs" color="fg.muted">
            {f.origin === 2 && f.copiedAt
              ? t('card.copied', { date: formatDate(f.copiedAt) })
              : t('card.created', { date: formatDate(f.createdAt) })}
          </Text>
          <HStack gap="2" flexWrap="wrap" mt="auto">
            {!mine && <Text fontSize="xs">{t('card.owner', { name: f.owner.name })}</Text>}
            {!mine && (
              <Badge colorPalette={f.permission === 'Edit' ? 'green' : 'gray'}>{t(`permission.${f.permission}`)}</Badge>
            )}
            {mine && f.sharedCount > 0 && (
              <Badge colorPalette="blue">{t('card.sharedWith', { count: f.sharedCount })}</Badge>
            )}
            {f.origin === 2 && <Badge colorPalette="purple">Kimple</Badge>}
          </HStack>
        </VStack>
      </Card>
    </InnerLink>
  );
}

/** The facts of a provider folder (spec §3 provider folder card): duration, sessions, resources, areas, ages, SDG, novelty. */
export function ProviderFacts({ f, compact = false }: { f: ProviderCardT; compact?: boolean }) {
  const { t } = useRemoteT();
  const duration = useDuration();
  const facts = [
    f.durationMinutes > 0 ? duration(f.durationMinutes) : null,
    f.sessions > 0 ? t('provider.sessions', { count: f.sessions }) : null,
    t('provider.resources', { count: f.resourcesCount }),
    f.ageMax > 0 ? t('provider.ages', { min: f.ageMin, max: f.ageMax }) : null,
  ].filter(Boolean) as string[];
  return (
    <VStack align="start" gap="1">
      <Text fontSize="sm">{facts.join(' · ')}</Text>
      {f.crossAreas.length > 0 && (
        <Text fontSize="xs" color="fg.muted" lineClamp={compact ? 1 : undefined}>
          <Text as="span" fontWeight="semibold">
            {t('provider.areas')}:
          </Text>{' '}
          {f.crossAreas.map((a) => a.name).join(', ')}
        </Text>
      )}
      {f.sdgs.length > 0 && (
        <Text fontSize="xs" color="fg.muted" lineClamp={compact ? 1 : undefined}>
          <Text as="span" fontWeight="semibold">
            {t('provider.sdgs')}:
          </Text>{' '}
          {f.sdgs.map((s) => s.name).join(', ')}
        </Text>
      )}
    </VStack>
  );
}

export function ProviderFolderCard({ f, heading = 'h2' }: { f: ProviderCardT; heading?: 'h2' | 'h3' }) {
  const { t } = useRemoteT();
  return (
    <InnerLink to={`/kimple-folders/${f.id}`}>
      <Card>
        {f.cover ? (
          <Image src={f.cover} alt="" h="28" w="full" objectFit="cover" bg="bg.muted" />
        ) : (
          <Box h="28" bg="brand.subtle" />
        )}
        <VStack align="start" gap="2" p="4">
          <HStack gap="2" align="start" w="full">
            <Heading as={heading} size="md" lineClamp={2} flex="1">
              {f.name}
            </Heading>
            {f.novelty && <Badge colorPalette="green">{t('provider.novelty')}</Badge>}
          </HStack>
          <ProviderFacts f={f} compact />
        </VStack>
      </Card>
    </InnerLink>
  );
}

/** A card of explore's content (a resource, a program) in another area: cover, optional badge, title, author, facts. */
function ContentCard({
  to,
  cover,
  badge,
  title,
  author,
  meta,
}: {
  to: string;
  cover?: string | null;
  badge?: ReactNode;
  title: string;
  author: string;
  meta: string;
}) {
  return (
    <OuterLink to={to} {...linkStyle}>
      <Card>
        {cover && <Image src={cover} alt="" h="28" w="full" objectFit="cover" bg="bg.muted" />}
        <VStack align="start" gap="1" p="3">
          {badge}
          <Heading as="h3" size="sm" lineClamp={2}>
            {title}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {author}
          </Text>
          <Text fontSize="xs">{meta}</Text>
        </VStack>
      </Card>
    </OuterLink>
  );
}

export function ResourceCard({ r }: { r: ResourceCardT }) {
  const { t } = useRemoteT();
  return (
    <ContentCard
      to={`/resource/${r.id}`}
      cover={r.cover}
      badge={r.category && <Badge style={categoryBadgeStyle(r.category.color)}>{r.category.name}</Badge>}
      title={r.title}
      author={r.author.name}
      meta={t('resource.meta', { min: r.ageMin, max: r.ageMax, count: r.numberOfClasses })}
    />
  );
}

export function ProgramCard({ p }: { p: ProgramCardT }) {
  const { t } = useRemoteT();
  return (
    <ContentCard
      to={`/program/${p.id}`}
      cover={p.thumbnail}
      title={p.name}
      author={p.author}
      meta={t('kimple.programMeta', {
        resources: p.resourceTotalQuantity,
        classes: p.classTotalQuantity,
        min: p.ageRange.min,
        max: p.ageRange.max,
      })}
    />
  );
}
