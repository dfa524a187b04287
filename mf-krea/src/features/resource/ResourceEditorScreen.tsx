import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, Heading, Link, Stack, Text, chakra, formatPercent } from '@platform/ui';
import { Link as RouterLink, useNavigate } from '@platform/router';
import { focusFirstInvalid } from '@platform/ui/plain';
import type { ExploreLocale, KreaResource } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { LoadState, ReviewFieldsAlert } from '../../components/editorNotices';
import { useRemoteT } from '@platform/remote-kit';
import { LabelledSelect } from '../../components/forms';
import { STICKY_TOP, qk, useEditorItem } from '../../lib/krea';
import { useOpenItemState } from '../../lib/openItem';
import { HistoryPanel, PublishPanel } from './HistoryPanel';
import { ManagePanel } from './ManagePanel';
import { fillClassIds, useResourceAutosave, type ResourcePatch, type ResourceSaveState } from './useResourceAutosave';

import { type Step, STEPS, fieldPlace, LOCALES } from './editorModel';
import { GeneralStep } from './GeneralStep';
import { IntroStep } from './IntroStep';
import { TriggersStep } from './TriggersStep';
import { ClassesStep } from './ClassesStep';

export function SaveIndicator({ state }: { state: ResourceSaveState }) {
  const { t } = useRemoteT();
  return (
    <Text
      role="status"
      aria-live="polite"
      fontSize="sm"
      color={state === 'error' || state === 'offline' ? 'danger' : 'fg.muted'}
      data-testid="save-state"
    >
      {state === 'idle' ? '' : t(`resource.save.${state}`)}
    </Text>
  );
}

/** Resource editor (krea.md §2-§5): four steps, per-step completeness, language switcher, autosave (1500 ms, offline queue, conflict merge). */
export function ResourceEditorScreen({
  tab = 'presentation',
}: {
  tab?: 'presentation' | 'teacher' | 'student' | 'class';
}) {
  const { t, locale: uiLocale } = useRemoteT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { id, want, search, setSearch, q } = useEditorItem(qk.resource, kreaApi.resource);
  const step =
    (search.get('step') as Step | null) ??
    (tab === 'class' ? 'classes' : tab === 'presentation' ? 'general' : 'triggers');
  // every newer state goes into the query cache too: back from a preview (or any screen), the editor opens what was
  // saved, not the state it first loaded (staleTime is Infinity so a refetch never overwrites the form mid-edit)
  const keep = (r: KreaResource) => qc.setQueryData(qk.resource(id, want), r);
  const [form, setForm] = useState<KreaResource | null>(null);
  const [server, setServer] = useState<KreaResource | undefined>();
  const save = useResourceAutosave(
    server,
    (r, created) => {
      keep(r);
      setServer(r);
      setForm((f) =>
        f
          ? {
              ...f,
              version: r.version,
              progress: r.progress,
              classPlans: fillClassIds(f.classPlans, created),
            }
          : r,
      );
    },
    t('resource.conflict.both'),
  );
  const loaded = useRef<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const [review, setReview] = useState(false);
  // §2: the bar's published / drafts tab follows the open resource (published if any language is available)
  useOpenItemState(form ? (Object.values(form.availableLanguages ?? {}).some(Boolean) ? 'published' : 'drafts') : null);
  // the message goes once nothing is red any more (a look at the DOM after each render; it settles at once)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (review && !body.current?.querySelector('[aria-invalid="true"]')) setReview(false);
  });
  useEffect(() => {
    if (!q.data) return;
    const key = `${q.data.id}:${q.data.locale}`;
    if (loaded.current === key) return;
    loaded.current = key;
    setServer(q.data);
    setForm(q.data);
  }, [q.data]);

  // a phone's step bar scrolls sideways: keep the current step in it visible (issue 30)
  const ready = !!form;
  useEffect(() => {
    const el = document.querySelector<HTMLElement>('[data-testid="resource-sticky"] [aria-current="step"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [step, ready]);

  if (q.isError || !form || !server) return <LoadState error={q.isError} />;
  const ro = !form.canEdit;
  const set = (p: ResourcePatch) => {
    setForm({ ...form, ...(p as Partial<KreaResource>) });
    save.change(p);
  };
  const goStep = (s: Step) => {
    const n = new URLSearchParams(search);
    n.set('step', s);
    setSearch(n, { replace: true });
  };
  const switchLang = async (l: ExploreLocale) => {
    await save.flush();
    if (!form.locales.some((x) => x.locale === l)) {
      const r = await kreaApi.addResourceLanguage(id, l, form.locale);
      save.adopt(r);
      qc.setQueryData(qk.resource(id, l), r);
    }
    const n = new URLSearchParams(search);
    n.set('locale', l);
    setSearch(n);
  };
  // §5 form-wide: moving on (another step, a preview) with fields in red stops, says so and focuses the first one
  const guard = (go: () => void) => {
    if (focusFirstInvalid(body.current)) {
      setReview(true);
      return;
    }
    setReview(false);
    go();
  };

  return (
    // a phone: one column, the steps / completion / save bar sticks below the app bar; from lg: a grid whose sidebar
    // (the same bar, then language and previews) sticks as a whole (issue 30)
    <Box
      display={{ base: 'block', lg: 'grid' }}
      gridTemplateColumns={{ lg: '16rem minmax(0, 1fr)' }}
      gap="6"
      p={{ base: 3, md: 6 }}
      maxW="7xl"
      mx="auto"
    >
      <Box
        display={{ base: 'contents', lg: 'flex' }}
        flexDirection="column"
        gap="3"
        alignSelf="start"
        position={{ lg: 'sticky' }}
        top={{ lg: STICKY_TOP }}
        maxH={{ lg: `calc(100vh - ${STICKY_TOP} - 1rem)` }}
        overflowY={{ lg: 'auto' }}
        data-testid="resource-sidebar"
      >
        <Stack
          as="nav"
          aria-label={t('resource.steps')}
          gap="2"
          position={{ base: 'sticky', lg: 'static' }}
          top={STICKY_TOP}
          zIndex={{ base: 5, lg: 'auto' }}
          bg="bg"
          mx={{ base: -3, lg: 0 }}
          px={{ base: 3, lg: 0 }}
          py={{ base: 2, lg: 0 }}
          borderBottomWidth={{ base: '1px', lg: 0 }}
          data-testid="resource-sticky"
        >
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Link asChild fontSize="sm">
              <RouterLink to="/krea/drafts">← {t('editor.back')}</RouterLink>
            </Link>
            <SaveIndicator state={save.state} />
          </HStack>
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold">
              {t('resource.progress', { n: formatPercent(form.progress.total, uiLocale) })}
            </Text>
          </HStack>
          <chakra.progress
            value={form.progress.total}
            max={100}
            aria-label={t('resource.progress', { n: formatPercent(form.progress.total, uiLocale) })}
            w="full"
            h="1.5"
            accentColor="var(--chakra-colors-brand-solid)"
          />
          <Stack
            as="ol"
            listStyleType="none"
            gap="1"
            direction={{ base: 'row', lg: 'column' }}
            overflowX={{ base: 'auto', lg: 'visible' }}
            pb={{ base: 1, lg: 0 }}
          >
            {STEPS.map((s, i) => (
              <chakra.li key={s} flexShrink={0}>
                <Button
                  w="full"
                  size={{ base: 'sm', lg: 'md' }}
                  justifyContent="space-between"
                  gap="2"
                  variant={s === step ? 'solid' : 'ghost'}
                  aria-current={s === step ? 'step' : undefined}
                  onClick={() => guard(() => goStep(s))}
                >
                  <span>
                    {i + 1}. {t(`resource.step.${s}`)}
                  </span>
                  <span>{formatPercent(form.progress[s], uiLocale, 0)}</span>
                </Button>
              </chakra.li>
            ))}
            <chakra.li flexShrink={0}>
              <Button
                w="full"
                size={{ base: 'sm', lg: 'md' }}
                justifyContent="flex-start"
                variant={step === 'tools' ? 'solid' : 'ghost'}
                aria-current={step === 'tools' ? 'step' : undefined}
                onClick={() => guard(() => goStep('tools'))}
              >
                {t('resource.tools')}
              </Button>
            </chakra.li>
          </Stack>
        </Stack>
        <Stack gap="2" mb={{ base: 4, lg: 0 }} mt={{ base: 3, lg: 0 }}>
          <Stack gap="1">
            <LabelledSelect
              id="res-lang"
              label={t('resource.language')}
              value={form.locale}
              onChange={(v) => void switchLang(v as ExploreLocale)}
            >
              {/* adding a language is for the owner and editors (the API answers 403 to readers) */}
              {LOCALES.filter((l) => !ro || form.locales.some((x) => x.locale === l)).map((l) => (
                <option key={l} value={l}>
                  {t(`lang.${l}`)}
                  {form.locales.some((x) => x.locale === l) ? '' : ` (${t('resource.addLanguage')})`}
                </option>
              ))}
            </LabelledSelect>
          </Stack>
          {/* the previews read the saved draft: send what is pending first */}
          <Stack gap="1" direction={{ base: 'row', lg: 'column' }} flexWrap="wrap">
            {(['teacher', 'student'] as const).map((kind) => (
              <Button
                key={kind}
                variant="outline"
                size="sm"
                onClick={() =>
                  guard(async () => {
                    await save.flush();
                    navigate(
                      `/krea/resource/${id}/preview${kind === 'student' ? '/student' : ''}?locale=${form.locale}`,
                    );
                  })
                }
              >
                {t(`resource.preview.${kind}`)}
              </Button>
            ))}
          </Stack>
        </Stack>
      </Box>

      {/* a region of the shell's one main landmark, not a second main */}
      <Stack gap="4" minW="0" ref={body}>
        <Heading as="h1" size="lg">
          {form.title || t('resource.untitled')}
        </Heading>
        {review && <ReviewFieldsAlert />}
        {save.conflicts.length > 0 && (
          <Box role="alert" p="3" borderWidth="1px" rounded="md" borderColor="orange.400" bg="orange.50">
            <Text fontSize="sm">
              {t('resource.conflict.notice', {
                fields: save.conflicts
                  .map((f) => t(`resource.field.${f.replace('classPlans.', '')}`, { defaultValue: f }))
                  .join(', '),
              })}
            </Text>
            <Button size="xs" mt="2" variant="outline" onClick={save.dismissConflicts}>
              {t('resource.conflict.dismiss')}
            </Button>
          </Box>
        )}

        {step === 'tools' && (
          <Stack gap="4">
            <PublishPanel
              resource={form}
              onChanged={(r) => {
                keep(r);
                save.adopt(r);
                setForm({
                  ...form,
                  version: r.version,
                  availableLanguages: r.availableLanguages,
                  locales: r.locales,
                  reviewComment: r.reviewComment,
                });
              }}
              goField={(f) => {
                const [st, el] = fieldPlace(f);
                goStep(st);
                setTimeout(() => document.getElementById(el)?.focus(), 50);
              }}
            />
            <ManagePanel
              resource={form}
              onDeleted={() => {
                qc.removeQueries({ queryKey: ['krea', 'resource', id] });
                void qc.invalidateQueries({ queryKey: ['krea', 'resources'] });
                navigate('/krea/my-resources', { replace: true });
              }}
              onLanguageRemoved={(left) => {
                qc.removeQueries({ queryKey: ['krea', 'resource', id] });
                void qc.invalidateQueries({ queryKey: ['krea', 'resources'] });
                loaded.current = null;
                const n = new URLSearchParams(search);
                n.set('locale', left);
                setSearch(n, { replace: true });
              }}
            />
            <HistoryPanel
              resource={form}
              onRestored={(r) => {
                keep(r);
                save.adopt(r);
                setServer(r);
                setForm(r);
              }}
            />
          </Stack>
        )}

        {step === 'general' && <GeneralStep form={form} ro={ro} set={set} setForm={setForm} />}

        {step === 'intro' && <IntroStep form={form} ro={ro} set={set} setForm={setForm} />}

        {step === 'triggers' && <TriggersStep form={form} ro={ro} set={set} setForm={setForm} />}

        {step === 'classes' && <ClassesStep form={form} ro={ro} set={set} setForm={setForm} />}
      </Stack>
    </Box>
  );
}
