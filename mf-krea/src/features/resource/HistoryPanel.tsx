import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Grid, HStack, Heading, Stack, Text, chakra, formatDateTime, formatPercent } from '@platform/ui';
import { Select } from '@platform/ui/forms';
import type { ExploreLocale, KreaResource, KreaResourceState } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import * as referenceApi from '@platform/api-client/reference';
import { qk } from '../../lib/krea';
import { useRemoteT } from '@platform/remote-kit';
import { Panel } from '../../components/forms';

/** A field's value as readable text: rich text without tags, lists one item a line, nothing as ''. */
const plain = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'string')
    return v
      .replace(/<\/(p|li|h\d)>/gi, '\n')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim();
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? plain(x) : String(x))).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${plain(x)}`)
      .join(' · ');
  return String(v);
};
const classText = (x: KreaResourceState['classPlans'][number] | undefined) =>
  x
    ? [x.name, plain(x.developmentSection), plain(x.studentStatement), x.studentEnabled ? '' : '(–)']
        .filter(Boolean)
        .join('\n')
    : '';
const FIELDS: Array<keyof KreaResourceState> = [
  'title',
  'type',
  'implementation',
  'skillIds',
  'crossAreaIds',
  'ageRangeIds',
  'sdgIds',
  'topics',
  'topicSpecial',
  'keywords',
  'benefits',
  'image',
  'imageAlt',
  'videoUrl',
  'caption',
  'presentation',
  'rhetoricalQuestion',
  'classPlanDescription',
  'pedagogicalGoal',
  'studentPedagogicalGoal',
  'classPlans',
  'globalValuationSection',
];

/** the editor's label of a kept field whose name differs */
const FIELD_KEYS: Record<string, string> = {
  skillIds: 'skills',
  crossAreaIds: 'crossAreas',
  ageRangeIds: 'ages',
  sdgIds: 'sdgs',
};

/** The differences between two kept states, field by field (class plans by their texts). */
/** A query about the resource's draft in its language, asked again at each saved version. */
const useDraftQuery = <T,>(name: string, fn: (id: number, locale: ExploreLocale) => Promise<T>, r: KreaResource) =>
  useQuery({ queryKey: ['krea', name, r.id, r.locale, r.version], queryFn: () => fn(r.id, r.locale) });

export function diffStates(
  a: KreaResourceState,
  b: KreaResourceState,
  /** a field's value in words (names instead of ids, …); plain text when it answers undefined */
  fmt: (field: string, value: unknown) => string | undefined = () => undefined,
): Array<{ field: string; before: string; after: string }> {
  const out: Array<{ field: string; before: string; after: string }> = [];
  for (const f of FIELDS) {
    if (f === 'classPlans') {
      const n = Math.max(a.classPlans.length, b.classPlans.length);
      for (let i = 0; i < n; i++) {
        const x = a.classPlans[i];
        const y = b.classPlans[i];
        const tx = classText(x);
        const ty = classText(y);
        if (tx !== ty) out.push({ field: `classPlans.${i + 1}`, before: tx, after: ty });
      }
      continue;
    }
    const before = fmt(f, a[f]) ?? plain(a[f]);
    const after = fmt(f, b[f]) ?? plain(b[f]);
    if (before !== after) out.push({ field: f, before, after });
  }
  return out;
}

/** Version history of the open language: compare any two kept states, restore one (a new version; nothing lost). */
export function HistoryPanel({
  resource,
  onRestored,
}: {
  resource: KreaResource;
  onRestored: (r: KreaResource) => void;
}) {
  const { t, locale } = useRemoteT();
  const list = useDraftQuery('resource-versions', kreaApi.resourceVersions, resource);
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const versions = list.data ?? [];
  const left = a ?? versions[1]?.id ?? null;
  const right = b ?? versions[0]?.id ?? null;
  const da = useQuery({
    queryKey: ['krea', 'resource-version', resource.id, left],
    queryFn: () => kreaApi.resourceVersion(resource.id, left!),
    enabled: !!left,
  });
  const db = useQuery({
    queryKey: ['krea', 'resource-version', resource.id, right],
    queryFn: () => kreaApi.resourceVersion(resource.id, right!),
    enabled: !!right,
  });
  // ids in words: the editor's reference lists (same query keys, so usually cached already)
  const refOf = (name: string, fn: () => Promise<Array<{ id: number; name: string }>>) =>
    useQuery({ queryKey: qk.ref(name, locale), queryFn: fn, staleTime: 600_000 }).data ?? []; // eslint-disable-line react-hooks/rules-of-hooks
  const refs: Record<string, Array<{ id: number; name: string }>> = {
    skillIds: refOf('skills', referenceApi.skills),
    crossAreaIds: refOf('cross', referenceApi.crossAreas),
    ageRangeIds: refOf('ages', referenceApi.ageRanges),
    sdgIds: refOf('sdgs', referenceApi.sdgs),
  };
  const fmt = (field: string, v: unknown): string | undefined => {
    if (v === null || v === undefined || v === '') return '';
    if (field === 'type') return t(`resource.type.${String(v)}`);
    if (field === 'implementation') return t(`resource.impl.${String(v)}`);
    if (refs[field] && Array.isArray(v))
      return v.map((id) => refs[field].find((x) => x.id === id)?.name ?? String(id)).join(', ');
    return undefined;
  };
  const diff = da.data && db.data ? diffStates(da.data.state, db.data.state, fmt) : [];
  const label = (v: { version: number; at: string; user: string }) =>
    t('resource.history.item', { n: v.version, at: formatDateTime(v.at, locale), user: v.user });
  const restore = async (id: number) => {
    setError(null);
    try {
      onRestored(await kreaApi.restoreResourceVersion(resource.id, id, resource.version));
    } catch {
      setError(t('resource.history.restoreError'));
    }
  };
  return (
    <Panel id="res-history" title={t('resource.history.title')} boxed>
      {versions.length < 2 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('resource.history.one')}
        </Text>
      ) : (
        <>
          <HStack gap="3" flexWrap="wrap">
            {(
              [
                ['res-v-a', left, setA, 'resource.history.from'],
                ['res-v-b', right, setB, 'resource.history.to'],
              ] as const
            ).map(([id, v, setV, l]) => (
              <Stack key={id} gap="1" minW="0" maxW="full">
                <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
                  {t(l)}
                </chakra.label>
                <Select id={id} value={v ?? ''} onChange={(e) => setV(Number(e.target.value))} maxW="full">
                  {versions.map((x) => (
                    <option key={x.id} value={x.id}>
                      {label(x)}
                    </option>
                  ))}
                </Select>
              </Stack>
            ))}
          </HStack>
          {/* field by field: the old and the new text side by side from md, stacked on a phone, each labelled */}
          {da.data && db.data && diff.length > 0 && (
            <Stack as="section" aria-labelledby="res-diff" gap="2">
              <Heading as="h3" id="res-diff" size="sm">
                {t('resource.history.diff')} · {t('resource.history.changed', { count: diff.length })}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="res-diff" data-testid="history-diff">
                {diff.map((d) => {
                  const key = FIELD_KEYS[d.field.replace(/\.\d+$/, '')] ?? d.field.replace(/\.\d+$/, '');
                  const name = `${t(`resource.field.${key}`, { defaultValue: d.field })}${
                    /\.\d+$/.test(d.field) ? ` ${d.field.split('.')[1]}` : ''
                  }`;
                  return (
                    <Box as="li" key={d.field} borderWidth="1px" rounded="md" p="3" aria-label={name}>
                      <Text fontWeight="semibold" fontSize="sm" mb="2">
                        {name}
                      </Text>
                      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
                        {(
                          [
                            ['old', da.data.version, d.before, 'red'],
                            ['new', db.data.version, d.after, 'green'],
                          ] as const
                        ).map(([k, n, text, palette]) => (
                          <Box
                            key={k}
                            role="group"
                            aria-label={t(`resource.history.${k}`, { n })}
                            p="2"
                            rounded="sm"
                            bg={`${palette}.subtle`}
                            borderInlineStartWidth="3px"
                            borderColor={`${palette}.solid`}
                          >
                            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                              {t(`resource.history.${k}`, { n })}
                            </Text>
                            <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
                              {text || t('resource.history.empty')}
                            </Text>
                          </Box>
                        ))}
                      </Grid>
                    </Box>
                  );
                })}
              </Stack>
            </Stack>
          )}
          {da.data && db.data && !diff.length && <Text fontSize="sm">{t('resource.history.same')}</Text>}
        </>
      )}
      <Stack as="ol" listStyleType="none" gap="1" maxH="64" overflowY="auto" aria-label={t('resource.history.list')}>
        {versions.map((v, i) => (
          <HStack as="li" key={v.id} justify="space-between" gap="2" fontSize="sm">
            <Text>
              {label(v)}
              {v.restoredFrom ? ` · ${t('resource.history.restored')}` : ''}
            </Text>
            {i > 0 && resource.canEdit && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => void restore(v.id)}
                aria-label={t('resource.history.restoreN', { n: v.version })}
              >
                {t('resource.history.restore')}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {error && (
        <Text role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Panel>
  );
}

/** Accessibility check before publishing: the findings link to their fields; publishing stays blocked until none is left. */
export function PublishPanel({
  resource,
  onChanged,
  goField,
}: {
  resource: KreaResource;
  onChanged: (r: KreaResource) => void;
  goField: (field: string) => void;
}) {
  const { t, locale } = useRemoteT();
  const check = useDraftQuery('resource-a11y', kreaApi.resourceAccessibility, resource);
  const [error, setError] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const issues = check.data?.issues ?? [];
  const published = !!resource.availableLanguages[resource.locale];
  // a plain Author's publication goes to review first; approving authors and admins publish directly (ADR 0047)
  const state = resource.locales.find((l) => l.locale === resource.locale)?.reviewState ?? 'draft';
  const inReview = !published && state === 'inReview';
  const blocked = resource.progress.total < 100 || issues.length > 0;
  const run = async (status: 'published' | 'unpublished') => {
    setError(null);
    try {
      onChanged(await kreaApi.setResourceStatus(resource.id, status, [resource.locale]));
    } catch {
      setError(t('resource.publish.error'));
    }
  };
  const decide = async (decision: 'approve' | 'return') => {
    setError(null);
    if (decision === 'return' && !comment.trim()) {
      setError(t('review.commentRequired'));
      return;
    }
    try {
      onChanged(await kreaApi.reviewResource(resource.id, resource.locale, decision, comment.trim() || undefined));
      setComment('');
    } catch {
      setError(t('resource.publish.error'));
    }
  };
  return (
    <Panel id="res-publish" title={t('resource.publish.title')} boxed>
      <Text fontSize="sm">
        {resource.progress.total === 100
          ? t('resource.publish.ready')
          : t('resource.publish.complete', { n: formatPercent(resource.progress.total, locale) })}
      </Text>
      {issues.length > 0 && (
        <Stack as="ul" gap="1" aria-label={t('resource.a11y.title')} fontSize="sm" pl="4">
          {issues.map((i, n) => (
            <li key={`${i.field}-${n}`}>
              <chakra.button
                type="button"
                textDecoration="underline"
                color="brand.solid"
                onClick={() => goField(i.field)}
              >
                {t(`resource.a11y.${i.rule}`)} —{' '}
                {t(`resource.field.${i.field.replace(/^classPlans\.\d+\./, '').replace(/\.caption$/, '')}`, {
                  defaultValue: i.field,
                })}
              </chakra.button>
            </li>
          ))}
        </Stack>
      )}
      {check.isSuccess && !issues.length && (
        <Text fontSize="sm" color="green.600">
          {t('resource.a11y.ok')}
        </Text>
      )}
      {resource.reviewComment && (
        <Text fontSize="sm" role="status" p="2" borderWidth="1px" rounded="md" borderColor="orange.300">
          {t('resource.publish.returned', { comment: resource.reviewComment })}
        </Text>
      )}
      {inReview && <Text fontSize="sm">{t('resource.publish.inReview')}</Text>}
      {inReview && resource.canApprove && (
        <Stack gap="2">
          <chakra.label htmlFor="res-review-comment" fontSize="sm" fontWeight="medium">
            {t('review.comment')}
          </chakra.label>
          <chakra.textarea
            id="res-review-comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            rows={3}
            p="2"
            borderWidth="1px"
            rounded="md"
          />
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" onClick={() => void decide('approve')}>
              {t('review.approve')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void decide('return')}>
              {t('review.return')}
            </Button>
          </HStack>
        </Stack>
      )}
      <HStack gap="2">
        {published ? (
          <Button size="sm" variant="outline" disabled={!resource.canEdit} onClick={() => void run('unpublished')}>
            {t('resource.publish.unpublish')}
          </Button>
        ) : inReview ? (
          <Button size="sm" variant="outline" disabled={!resource.canEdit} onClick={() => void run('unpublished')}>
            {t('resource.publish.withdraw')}
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="brand"
            disabled={blocked || !resource.canEdit}
            onClick={() => void run('published')}
          >
            {resource.canApprove ? t('resource.publish.publish') : t('resource.publish.sendToReview')}
          </Button>
        )}
      </HStack>
      {error && (
        <Text role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Panel>
  );
}
