import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
  chakra,
  formatDateTime,
  formatPercent,
} from '@platform/ui';
import { Link as RouterLink } from '@platform/router';
import { focusFirstInvalid } from '@platform/ui/plain';
import { useUserInfo } from '@platform/session';
import type { ExploreLocale, KreaContent, KreaResourceItem } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { LoadState, ReviewFieldsAlert } from '../../components/editorNotices';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { STICKY_TOP, qk, useEditorItem } from '../../lib/krea';
import { useOpenItemState } from '../../lib/openItem';
import { useAutosave, type SaveState } from './useAutosave';
import { ResourceList } from './ResourceList';
import { AddResourcesModal } from './AddResourcesModal';
import { AddLanguageModal } from './AddLanguageModal';
import { CollaboratorsModal } from '../../components/CollaboratorsModal';
import { ContentTypeModal } from './ContentTypeModal';
import { DeleteModal } from './DeleteModal';
import { KeywordsModal } from './KeywordsModal';
import { LeaveModal } from './LeaveModal';
import { NotEnabledModal } from './NotEnabledModal';
import { RemoveResourceModal } from './RemoveResourceModal';
import { SuggestTopicModal } from './SuggestTopicModal';
import { StatusModal } from './StatusModal';
import { Section } from '../../components/forms';
import { type Form, type ModalName, formOf, URL_RE } from './contentModel';
import { Comments } from './Comments';
import { ReviewBox } from './ReviewBox';
import { History } from './ContentHistory';
import { ContentGeneral } from './ContentGeneral';
import { ContentPedagogy } from './ContentPedagogy';
import { ContentStatus } from './ContentStatus';

/** krea §2 'register use of content (2 steps)': the platform's flow, loaded when opened */
const RegisterUsedContent = lazy(() =>
  import('@platform/used-content').then((m) => ({ default: m.RegisterUsedContent })),
);
/** who may register used content (the API's AcademicCourseApi/UsedContentRecord rule): Teacher, Manager, Admin; never Trial */
const canRegisterUse = (u: ReturnType<typeof useUserInfo>) =>
  !!u &&
  !u.primaryRoles.some((r) => r.name === 'Trial' || r.name === 'ProviderStaff') &&
  [...u.primaryRoles, ...u.secondaryRoles].some((r) => ['Teacher', 'Manager', 'Admin'].includes(r.name));

function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useRemoteT();
  const color = state === 'error' || state === 'conflict' ? 'danger' : 'fg.muted';
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color={color} data-testid="save-state">
      {state === 'idle' ? '' : t(`save.${state}`)}
    </Text>
  );
}

/** Educational content editor (krea.md §2-§5): one language at a time, autosaved (2000 ms), with completeness, publishing, review, team, comments. */
export function ContentEditorScreen() {
  const { t, locale: uiLocale } = useRemoteT();
  const qc = useQueryClient();
  const user = useUserInfo();
  const { id, setSearch, q } = useEditorItem(qk.content, kreaApi.content);
  const [content, setContent] = useState<KreaContent | undefined>();
  const [form, setForm] = useState<Form | null>(null);
  const [modal, setModal] = useState<ModalName>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [removing, setRemoving] = useState<KreaResourceItem | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = useRef<HTMLDivElement>(null);
  const [review, setReview] = useState(false);
  // §2: the bar's published / drafts tab follows the open content (published if any language is approved)
  useOpenItemState(content ? (content.status === 'published' ? 'published' : 'drafts') : null);
  // §5 form-wide: moving on (publish, another language) with fields in red stops, says so and focuses the first one
  const guard = (go: () => void) => {
    if (Object.keys(errors).length && focusFirstInvalid(body.current)) {
      setReview(true);
      return;
    }
    setReview(false);
    go();
  };
  useEffect(() => {
    if (review && !Object.keys(errors).length) setReview(false);
  }, [review, errors]);
  const resources = useQuery({
    queryKey: qk.pagedResources(id),
    queryFn: () => kreaApi.pagedResources(id, 0, 100),
    enabled: !!content,
  });
  const completeness = useQuery({
    queryKey: [...qk.completeness(id), content?.version],
    queryFn: () => kreaApi.completeness(id),
    enabled: !!content,
  });
  const save = useAutosave(content, (c) => {
    setContent(c);
    qc.setQueryData(qk.content(id, c.locale), c);
  });

  // the form is (re)loaded when another content / language opens or on Reload, never under the user's typing
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const key = `${q.data.id}:${q.data.locale}`;
    if (loaded.current === key) return;
    loaded.current = key;
    setContent(q.data);
    setForm(formOf(q.data));
    save.reset();
  }, [q.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const adopt = (c: KreaContent) => {
    save.adopt(c);
    setContent(c);
    if (c.locale !== content?.locale) setForm(formOf(c));
    qc.setQueryData(qk.content(id, c.locale), c);
    void qc.invalidateQueries({ queryKey: ['krea', 'list'] });
    void qc.invalidateQueries({ queryKey: qk.history(id) });
    void qc.invalidateQueries({ queryKey: qk.comments(id) });
  };
  const leave = (to: string) => {
    if (save.dirty()) setLeaveTo(to);
    else goTo(to);
  };

  if (q.isError || !content || !form) return <LoadState error={q.isError} />;

  const ro = !content.canEdit;
  const set = <K extends keyof Form>(k: K, v: Form[K], apiKey?: string) => {
    const next = { ...form, [k]: v };
    setForm(next);
    const err: Record<string, string> = { ...errors };
    delete err[k];
    if (k === 'title' && !String(v ?? '').trim()) err.title = t('validation.titleRequired');
    if (k === 'videoUrl' && v && !URL_RE.test(String(v))) err[k] = t('validation.invalidUrl');
    setErrors(err);
    if (err[k]) return;
    const value = k === 'goals' ? (v as string[]).map((g) => g.trim()).filter(Boolean) : v;
    save.change({ [apiKey ?? k]: value } as never);
  };
  const switchLocale = async (l: ExploreLocale) => {
    await save.flush();
    loaded.current = null;
    qc.removeQueries({ queryKey: qk.content(id, l) });
    setSearch({ locale: l }, { replace: true });
  };
  const comp = completeness.data?.find((c) => c.locale === content.locale);
  const state = content.locales.find((l) => l.locale === content.locale);
  const ready = comp ? comp.ready : content.completeness === 100;

  const pct = comp?.percentage ?? content.completeness;
  const goSection = (sid: string) => {
    const h = document.getElementById(sid);
    h?.scrollIntoView({ block: 'start' });
    h?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} maxW="7xl" mx="auto" w="full" ref={body}>
      {/* steps, completion and the save indicator stay in view below the app bar, phone and desktop (issue 30) */}
      <Stack
        gap="2"
        position="sticky"
        top={STICKY_TOP}
        zIndex={5}
        bg="bg"
        mx={{ base: '-3', md: '-6' }}
        px={{ base: '3', md: '6' }}
        py="2"
        borderBottomWidth="1px"
        data-testid="content-sticky"
      >
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Link asChild fontSize="sm">
            <RouterLink
              to={content.status === 'published' ? '/krea/published' : '/krea/drafts'}
              onClick={(e) => {
                e.preventDefault();
                leave(content.status === 'published' ? '/krea/published' : '/krea/drafts');
              }}
            >
              ← {t('editor.back')}
            </RouterLink>
          </Link>
          <HStack gap="3">
            <Badge colorPalette={ready ? 'green' : 'orange'} data-testid="content-completion">
              {t('editor.completion', { pct: formatPercent(pct, uiLocale, 0) })}
            </Badge>
            <SaveIndicator state={save.state} />
          </HStack>
        </HStack>
        <chakra.progress
          value={pct}
          max={100}
          aria-label={t('editor.completion', { pct: formatPercent(pct, uiLocale, 0) })}
          w="full"
          h="1.5"
          accentColor="var(--chakra-colors-brand-solid)"
        />
        <HStack as="nav" aria-label={t('editor.sections')} gap="1" overflowX="auto" pb="1">
          {(
            [
              ['sec-status', t('editor.status')],
              ['sec-general', t('editor.general')],
              ['sec-pedagogy', t('editor.pedagogy')],
              ['sec-resources', t('editor.resources')],
            ] as const
          ).map(([sid, label]) => (
            <Button key={sid} size="xs" variant="ghost" flexShrink={0} onClick={() => goSection(sid)}>
              {label}
            </Button>
          ))}
        </HStack>
      </Stack>
      {save.state === 'conflict' && (
        <HStack role="alert" p="3" rounded="md" bg="orange.subtle" justify="space-between" flexWrap="wrap">
          <Text>{t('save.conflictHelp')}</Text>
          <Button
            size="sm"
            onClick={() => {
              save.reset();
              loaded.current = null;
              void q.refetch();
            }}
          >
            {t('save.reload')}
          </Button>
        </HStack>
      )}
      {review && <ReviewFieldsAlert />}
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {form.title || t('dashboard.untitled')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t(`contentType.${content.contentType}`)} · {t(`permission.${content.permission}`)} ·{' '}
          {t('editor.owner', { name: content.owner.name })}
          {content.modifiedBy
            ? ` · ${t('editor.modifiedBy', { name: content.modifiedBy.name, date: formatDateTime(content.modifiedAt, uiLocale) })}`
            : ''}
        </Text>
      </Stack>
      <HStack as="nav" aria-label={t('editor.languages')} gap="1" flexWrap="wrap">
        {content.locales.map((l) => (
          <Button
            key={l.locale}
            size="sm"
            variant={l.locale === content.locale ? 'solid' : 'outline'}
            aria-current={l.locale === content.locale ? 'true' : undefined}
            onClick={() => guard(() => void switchLocale(l.locale))}
          >
            {t(`lang.${l.locale}`)} · {t(`state.${l.state}`)}
            {l.stale ? ' ⚠' : ''}
          </Button>
        ))}
        {!ro && (
          <Button size="sm" variant="ghost" onClick={() => setModal('language')}>
            + {t('language.add')}
          </Button>
        )}
      </HStack>
      {state?.stale && (
        <HStack role="note" p="3" rounded="md" bg="yellow.subtle" justify="space-between" flexWrap="wrap">
          <Text>{t('editor.stale')}</Text>
          {!ro && (
            <Button size="sm" variant="outline" onClick={() => save.change({ confirmUpToDate: true })}>
              {t('editor.confirmUpToDate')}
            </Button>
          )}
        </HStack>
      )}
      {ro && (
        <Text role="note" p="3" rounded="md" bg="bg.muted">
          {content.permission === 'commenter' ? t('editor.readOnlyCommenter') : t('editor.readOnly')}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <ContentGeneral content={content} form={form} ro={ro} errors={errors} setErrors={setErrors} set={set} />
          <ContentPedagogy form={form} ro={ro} set={set} setForm={setForm} />
          <Section id="sec-resources" title={t('editor.resources')}>
            <Text fontSize="sm" color="fg.muted">
              {t('editor.resourceSummary', { count: content.resourceCount, minutes: content.duration })}
            </Text>
            <ResourceList
              items={resources.data?.data ?? []}
              canEdit={!ro}
              onReorder={(ids) => {
                void kreaApi
                  .orderResources(id, ids)
                  .then(async () => adopt(await kreaApi.content(id, content.locale)))
                  .catch(() => toast('error', t('errors.save')));
              }}
              onOpen={(rid) => leave(`/krea/resource/${rid}`)}
              onRemove={(item) => {
                setRemoving(item);
                setModal('removeResource');
              }}
            />
            {!ro && (
              <Button alignSelf="start" size="sm" variant="outline" onClick={() => setModal('addResources')}>
                + {t('addResources.open')}
              </Button>
            )}
          </Section>
          <Comments content={content} />
        </Stack>
        <Stack gap="4" minW="0" order={{ base: -1, lg: 0 }}>
          <ContentStatus
            content={content}
            comp={comp}
            ready={ready}
            ro={ro}
            setModal={setModal}
            onPublish={() =>
              guard(async () => {
                await save.flush();
                setModal('publish');
              })
            }
          />
          {/* krea §2: a published content's use in class is registered here, and its history is one link away */}
          {content.status === 'published' && canRegisterUse(user) && (
            <Section id="sec-used" title={t('usedContent.title')}>
              <Stack gap="2">
                <Button variant="outline" onClick={() => setModal('usedContent')}>
                  {t('usedContent.register')}
                </Button>
                <Link
                  href="/my-stats/used-content"
                  fontSize="sm"
                  onClick={(e) => {
                    e.preventDefault();
                    leave('/my-stats/used-content');
                  }}
                >
                  {t('usedContent.history')}
                </Link>
              </Stack>
            </Section>
          )}
          {content.canApprove && state?.state === 'inReview' && <ReviewBox content={content} onDone={adopt} />}
          <History id={id} />
        </Stack>
      </Grid>
      <Box>
        {(
          [
            ['publish', 'published'],
            ['unpublish', 'unpublished'],
          ] as const
        ).map(([m, mode]) => (
          <StatusModal
            key={m}
            open={modal === m}
            mode={mode}
            onClose={() => setModal(null)}
            content={content}
            onDone={adopt}
          />
        ))}
        <KeywordsModal open={modal === 'keywords'} onClose={() => setModal(null)} content={content} onDone={adopt} />
        <DeleteModal
          open={modal === 'delete'}
          onClose={() => setModal(null)}
          content={content}
          onDone={adopt}
          onDeleted={() => {
            void qc.invalidateQueries({ queryKey: ['krea', 'list'] });
            goTo('/krea/drafts', true);
          }}
        />
        <AddLanguageModal
          open={modal === 'language'}
          onClose={() => setModal(null)}
          content={content}
          onDone={(c) => {
            adopt(c);
            setSearch({ locale: c.locale }, { replace: true });
          }}
        />
        <ContentTypeModal open={modal === 'type'} onClose={() => setModal(null)} content={content} onDone={adopt} />
        <CollaboratorsModal open={modal === 'team'} onClose={() => setModal(null)} content={content} />
        <SuggestTopicModal open={modal === 'topic'} onClose={() => setModal(null)} />
        <NotEnabledModal open={modal === 'notEnabled'} onClose={() => setModal(null)} />
        {modal === 'usedContent' && (
          <Suspense fallback={null}>
            <RegisterUsedContent open onClose={() => setModal(null)} programId={content.id} />
          </Suspense>
        )}
        <AddResourcesModal
          open={modal === 'addResources'}
          onClose={() => setModal(null)}
          content={content}
          current={resources.data?.data ?? []}
          onDone={() => {
            void resources.refetch();
            void kreaApi
              .content(id, content.locale)
              .then(adopt)
              .catch(() => undefined);
          }}
        />
        <RemoveResourceModal
          open={modal === 'removeResource'}
          onClose={() => setModal(null)}
          content={content}
          item={removing}
          current={resources.data?.data ?? []}
          onDone={(c) => {
            adopt(c);
            void resources.refetch();
          }}
        />
        <LeaveModal
          open={!!leaveTo}
          onStay={() => setLeaveTo(null)}
          onLeave={() => {
            const to = leaveTo!;
            setLeaveTo(null);
            save.reset();
            goTo(to);
          }}
        />
      </Box>
    </Stack>
  );
}
