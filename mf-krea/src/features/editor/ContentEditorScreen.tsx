import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
  formatDateTime,
} from '@platform/ui';
import { Link as RouterLink, useParams, useSearchParams } from '@platform/router';
import { focusFirstInvalid } from '@platform/ui/plain';
import { useUserInfo } from '@platform/session';
import { KREA_LIMITS, type ExploreLocale, type KreaContent, type KreaResourceItem } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import * as referenceApi from '@platform/api-client/reference';
import * as filesApi from '@platform/api-client/files';
import { useT } from '../../lib/i18n';
import { STICKY_TOP, goTo, qk, toast } from '../../lib/platform';
import { useOpenItemState } from '../../lib/openItem';
import { useAutosave, type SaveState } from './useAutosave';
import { ResourceList } from './ResourceList';
import { AddResourcesModal } from './AddResourcesModal';
import { RichText } from '../resource/RichText';
import { ImageCrop, kreaFolder } from '../resource/ImageCrop';
import {
  AddLanguageModal,
  CollaboratorsModal,
  ContentTypeModal,
  DeleteModal,
  KeywordsModal,
  LeaveModal,
  NotEnabledModal,
  RemoveResourceModal,
  StatusModal,
  SuggestTopicModal,
} from './modals';

type Form = Pick<
  KreaContent,
  | 'title'
  | 'rationale'
  | 'goals'
  | 'image'
  | 'videoUrl'
  | 'detailDocumentUrl'
  | 'ageRangeIds'
  | 'evaluationMethodId'
  | 'udlIds'
  | 'educationalLevelId'
  | 'grade'
  | 'sdgIds'
>;
type ModalName =
  | 'publish'
  | 'unpublish'
  | 'keywords'
  | 'delete'
  | 'language'
  | 'type'
  | 'team'
  | 'topic'
  | 'notEnabled'
  | 'addResources'
  | 'removeResource'
  | 'usedContent'
  | null;
/** krea §2 'register use of content (2 steps)': the platform's flow, loaded when opened */
const RegisterUsedContent = lazy(() =>
  import('@platform/used-content').then((m) => ({ default: m.RegisterUsedContent })),
);
/** who may register used content (the API's AcademicCourseApi/UsedContentRecord rule): Teacher, Manager, Admin; never Trial */
const canRegisterUse = (u: ReturnType<typeof useUserInfo>) =>
  !!u &&
  !u.primaryRoles.some((r) => r.name === 'Trial' || r.name === 'ProviderStaff') &&
  [...u.primaryRoles, ...u.secondaryRoles].some((r) => ['Teacher', 'Manager', 'Admin'].includes(r.name));
const formOf = (c: KreaContent): Form => ({
  title: c.title,
  rationale: c.rationale,
  goals: c.goals.length ? c.goals : [''],
  image: c.image,
  videoUrl: c.videoUrl,
  detailDocumentUrl: c.detailDocumentUrl,
  ageRangeIds: c.ageRangeIds,
  evaluationMethodId: c.evaluationMethodId,
  udlIds: c.udlIds,
  educationalLevelId: c.educationalLevelId,
  grade: c.grade,
  sdgIds: c.sdgIds,
});
const URL_RE = /^https?:\/\/\S+$/i;
const MAX_BYTES = 10 * 1024 * 1024;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" p="4" borderWidth="1px" rounded="lg">
      <Heading as="h2" id={id} size="md" tabIndex={-1} scrollMarginTop="11rem" outline="none">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
        {label}
        {required ? ' *' : ''}
      </chakra.label>
      {children}
      {hint && !error && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
const aria = (id: string, error?: string | null, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useT();
  const color = state === 'error' || state === 'conflict' ? 'danger' : 'fg.muted';
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color={color} data-testid="save-state">
      {state === 'idle' ? '' : t(`save.${state}`)}
    </Text>
  );
}

function Checks<T extends number>({
  legend,
  items,
  value,
  max,
  disabled,
  onChange,
}: {
  legend: string;
  items: Array<{ id: T; name: string }>;
  value: T[];
  max?: number;
  disabled: boolean;
  onChange: (v: T[]) => void;
}) {
  return (
    <chakra.fieldset disabled={disabled}>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="1">
        {items.map((i) => (
          <chakra.label key={i.id} display="flex" gap="2" alignItems="center" minH="6" fontSize="sm">
            <input
              type="checkbox"
              checked={value.includes(i.id)}
              disabled={!value.includes(i.id) && max !== undefined && value.length >= max}
              onChange={(e) => onChange(e.target.checked ? [...value, i.id] : value.filter((x) => x !== i.id))}
            />
            {i.name}
          </chakra.label>
        ))}
      </SimpleGrid>
    </chakra.fieldset>
  );
}

function useRef_<T>(name: string, locale: string, fn: () => Promise<T[]>) {
  return useQuery({ queryKey: qk.ref(name, locale), queryFn: fn, staleTime: 600_000 }).data ?? [];
}

/** The comments of the content: attached to a field or section, with who and when; commenters may resolve threads. */
function Comments({ content }: { content: KreaContent }) {
  const { t, locale } = useT();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: qk.comments(content.id), queryFn: () => kreaApi.comments(content.id) });
  const [anchor, setAnchor] = useState('title');
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => kreaApi.addComment(content.id, { locale: content.locale, anchor, body: body.trim() }),
    onSuccess: (list) => {
      qc.setQueryData(qk.comments(content.id), list);
      setBody('');
    },
    onError: () => toast('error', t('errors.save')),
  });
  const resolve = useMutation({
    mutationFn: (cid: number) => kreaApi.resolveComment(content.id, cid),
    onSuccess: (list) => qc.setQueryData(qk.comments(content.id), list),
  });
  const anchors = [
    'title',
    'image',
    'rationale',
    'goals',
    'ages',
    'evaluationMethod',
    'udl',
    'level',
    'sdgs',
    'resources',
    'review',
  ];
  const fmt = (d: string) => formatDateTime(d, locale);
  return (
    <Section id="sec-comments" title={t('comments.title')}>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('comments.list')}>
        {(q.data ?? []).map((c) => (
          <Stack
            as="li"
            key={c.id}
            p="2"
            borderWidth="1px"
            rounded="md"
            gap="1"
            opacity={c.resolvedAt ? 0.65 : 1}
            data-testid="comment"
          >
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontSize="xs" fontWeight="semibold">
                {c.user.name} · {t(`field.${c.anchor}`, { defaultValue: c.anchor })}
                {c.locale ? ` · ${t(`lang.${c.locale}`)}` : ''}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {fmt(c.createdAt)}
              </Text>
            </HStack>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {c.body}
            </Text>
            {c.resolvedAt ? (
              <Text fontSize="xs" color="fg.muted">
                {t('comments.resolvedBy', { name: c.resolvedBy })}
              </Text>
            ) : (
              <Button alignSelf="start" size="xs" variant="ghost" onClick={() => resolve.mutate(c.id)}>
                {t('comments.resolve')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      {/* beside the list, not in it: a list holds only its items (axe "list") */}
      {q.isSuccess && !q.data.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('comments.empty')}
        </Text>
      )}
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) add.mutate();
        }}
      >
        <Stack gap="2">
          <chakra.label htmlFor="comment-anchor" fontSize="sm" fontWeight="semibold">
            {t('comments.on')}
          </chakra.label>
          <chakra.select
            id="comment-anchor"
            value={anchor}
            onChange={(e) => setAnchor(e.target.value)}
            borderWidth="1px"
            rounded="md"
            p="2"
          >
            {anchors.map((a) => (
              <option key={a} value={a}>
                {t(`field.${a}`)}
              </option>
            ))}
          </chakra.select>
          <chakra.label htmlFor="comment-body" fontSize="sm" fontWeight="semibold">
            {t('comments.new')}
          </chakra.label>
          <Textarea
            id="comment-body"
            value={body}
            maxLength={KREA_LIMITS.commentMax}
            onChange={(e) => setBody(e.target.value)}
          />
          <Button
            type="submit"
            alignSelf="end"
            size="sm"
            colorPalette="brand"
            disabled={!body.trim()}
            loading={add.isPending}
          >
            {t('comments.send')}
          </Button>
        </Stack>
      </chakra.form>
    </Section>
  );
}

/** Approving author / admin: approve the current language waiting for review, or send it back with a comment. */
function ReviewBox({ content, onDone }: { content: KreaContent; onDone: (c: KreaContent) => void }) {
  const { t } = useT();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: (decision: 'approve' | 'return') =>
      kreaApi.review(content.id, content.locale, decision, comment.trim() || undefined),
    onSuccess: (r) => {
      toast('success', r.state === 'approved' ? t('review.approved') : t('review.returned'));
      setComment('');
      onDone(r.content);
    },
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Section id="sec-review" title={t('review.title')}>
      <Text fontSize="sm">{t('review.waiting', { language: t(`lang.${content.locale}`) })}</Text>
      <chakra.label htmlFor="review-comment" fontSize="sm" fontWeight="semibold">
        {t('review.comment')}
      </chakra.label>
      <Textarea
        id="review-comment"
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          setError(null);
        }}
        aria-describedby={error ? 'review-error' : undefined}
      />
      {error && (
        <Text id="review-error" role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
      <HStack gap="2" justify="end" flexWrap="wrap">
        <Button
          variant="outline"
          colorPalette="red"
          loading={m.isPending && m.variables === 'return'}
          onClick={() => {
            if (!comment.trim()) {
              setError(t('review.commentRequired'));
              return;
            }
            m.mutate('return');
          }}
        >
          {t('review.return')}
        </Button>
        <Button
          colorPalette="green"
          loading={m.isPending && m.variables === 'approve'}
          onClick={() => m.mutate('approve')}
        >
          {t('review.approve')}
        </Button>
      </HStack>
    </Section>
  );
}

function History({ id }: { id: number }) {
  const { t, locale } = useT();
  const q = useQuery({ queryKey: qk.history(id), queryFn: () => kreaApi.history(id) });
  return (
    <Section id="sec-history" title={t('history.title')}>
      <Stack as="ol" listStyleType="none" gap="1" fontSize="sm" maxH="64" overflowY="auto">
        {(q.data ?? []).map((e) => (
          <li key={e.id}>
            <Text as="span" fontWeight="semibold">
              {t(`history.${e.action}`, { defaultValue: e.action })}
            </Text>
            {e.locale ? ` (${t(`lang.${e.locale}`)})` : ''} · {e.user} · {formatDateTime(e.at, locale)}
            {e.comment ? ` — “${e.comment}”` : ''}
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/** Educational content editor (krea.md §2-§5): one language at a time, autosaved (2000 ms), with completeness, publishing, review, team, comments. */
export function ContentEditorScreen() {
  const { t, locale: uiLocale } = useT();
  const qc = useQueryClient();
  const user = useUserInfo();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const want = (search.get('locale') as ExploreLocale | null) ?? uiLocale;
  const q = useQuery({
    queryKey: qk.content(id, want),
    queryFn: () => kreaApi.content(id, want),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
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
  const ages = useRef_('ages', uiLocale, referenceApi.ageRanges);
  const udls = useRef_('udls', uiLocale, referenceApi.udls);
  const sdgs = useRef_('sdgs', uiLocale, referenceApi.sdgs);
  const evals = useRef_('evals', uiLocale, referenceApi.evaluationMethods);
  const levels = useRef_('levels', uiLocale, referenceApi.educationalLevels);

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

  if (q.isError)
    return (
      <Stack p="8">
        <Text role="alert">{t('errors.load')}</Text>
        <Link asChild>
          <RouterLink to="/krea/drafts">{t('editor.back')}</RouterLink>
        </Link>
      </Stack>
    );
  if (!content || !form)
    return (
      <Stack p="8">
        <Text role="status">{t('editor.loading')}</Text>
      </Stack>
    );

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
  const upload = async (file: File, kind: 'detailDocumentUrl') => {
    const ext = (file.name.split('.').pop() ?? '').toLowerCase();
    const ok = ['pdf', 'docx', 'doc'].includes(ext);
    if (!ok || file.size > MAX_BYTES) {
      setErrors({ ...errors, [kind]: t('validation.file') });
      return;
    }
    const data = await new Promise<string>((res, rej) => {
      const r = new FileReader();
      r.onload = () => res(String(r.result));
      r.onerror = rej;
      r.readAsDataURL(file);
    });
    try {
      const group = `${user?.schoolGroupId ?? 0}_${user?.schoolGroupName ?? 'group'}`;
      const out = await filesApi.uploadAsBase64({
        content: data,
        fileType: ext,
        filePath: `Krea/${group}/contents/${content.id}/${file.name}`,
        attachment: true,
      });
      set(kind, out.location);
    } catch {
      setErrors({ ...errors, [kind]: t('validation.uploadError') });
    }
  };
  const switchLocale = async (l: ExploreLocale) => {
    await save.flush();
    loaded.current = null;
    qc.removeQueries({ queryKey: qk.content(id, l) });
    setSearch({ locale: l }, { replace: true });
  };
  const comp = completeness.data?.find((c) => c.locale === content.locale);
  const state = content.locales.find((l) => l.locale === content.locale);
  const owner = content.permission === 'owner';
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
              {t('editor.completion', { n: pct })}
            </Badge>
            <SaveIndicator state={save.state} />
          </HStack>
        </HStack>
        <chakra.progress
          value={pct}
          max={100}
          aria-label={t('editor.completion', { n: pct })}
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
      {review && (
        <Box role="alert" p="3" borderWidth="1px" rounded="md" borderColor="danger" data-testid="review-fields">
          <Text fontSize="sm" color="danger">
            {t('validation.reviewFields')}
          </Text>
        </Box>
      )}
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
          <Section id="sec-general" title={t('editor.general')}>
            <Field id="f-title" label={t('field.title')} required error={errors.title}>
              <Input
                {...aria('f-title', errors.title)}
                value={form.title}
                disabled={ro}
                maxLength={KREA_LIMITS.titleMax}
                onChange={(e) => set('title', e.target.value)}
              />
            </Field>
            <Stack gap="1">
              {/* upload + crop 16:9, the same component as the resource editor's presentation image; the saved
                  image shows under its label */}
              <ImageCrop
                inputId="f-image"
                label={t('field.image')}
                required
                current={form.image}
                currentAlt={t('field.imagePreview')}
                folder={kreaFolder(user?.schoolGroupId, user?.schoolGroupName, 'contents', content.id)}
                disabled={ro}
                onDone={(url) => set('image', url)}
              />
              <Text fontSize="xs" color="fg.muted">
                {t('hint.image')}
              </Text>
            </Stack>
            <Field id="f-video" label={t('field.video')} hint={t('hint.video')} error={errors.videoUrl}>
              <Input
                {...aria('f-video', errors.videoUrl, t('hint.video'))}
                type="url"
                value={form.videoUrl ?? ''}
                disabled={ro}
                onChange={(e) => set('videoUrl', e.target.value || null)}
              />
            </Field>
            <Field id="f-doc" label={t('field.document')} hint={t('hint.document')} error={errors.detailDocumentUrl}>
              {form.detailDocumentUrl && (
                <Link href={form.detailDocumentUrl} fontSize="sm" target="_blank" rel="noreferrer">
                  {t('field.documentOpen')}
                </Link>
              )}
              <Input
                {...aria('f-doc', errors.detailDocumentUrl, t('hint.document'))}
                type="file"
                accept=".pdf,.doc,.docx"
                disabled={ro}
                p="1"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void upload(f, 'detailDocumentUrl');
                }}
              />
            </Field>
          </Section>
          <Section id="sec-pedagogy" title={t('editor.pedagogy')}>
            <Stack gap="1">
              <Text as="span" id="f-rationale-label" fontSize="sm" fontWeight="semibold">
                {t('field.rationale')} *
              </Text>
              {/* rich text (TipTap, as in the resource editor); the API sanitises it on save */}
              <RichText
                id="f-rationale"
                labelId="f-rationale-label"
                value={form.rationale ?? ''}
                disabled={ro}
                onChange={(html) => set('rationale', html || null)}
              />
              <Text fontSize="xs" color="fg.muted">
                {t('hint.rationale')}
              </Text>
            </Stack>
            <chakra.fieldset disabled={ro}>
              <chakra.legend fontSize="sm" fontWeight="semibold">
                {t('field.goals')} *
              </chakra.legend>
              <Text fontSize="xs" color="fg.muted" mb="1">
                {t('hint.goals')}
              </Text>
              <Stack gap="2">
                {form.goals.map((g, i) => (
                  <HStack key={i} gap="2">
                    <Input
                      aria-label={t('field.goalN', { n: i + 1 })}
                      value={g}
                      maxLength={KREA_LIMITS.goalLength}
                      onChange={(e) =>
                        set(
                          'goals',
                          form.goals.map((x, j) => (j === i ? e.target.value : x)),
                        )
                      }
                    />
                    {form.goals.length > 1 && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('field.goalRemove', { n: i + 1 })}
                        onClick={() =>
                          set(
                            'goals',
                            form.goals.filter((_, j) => j !== i),
                          )
                        }
                      >
                        ×
                      </Button>
                    )}
                  </HStack>
                ))}
                {form.goals.length < KREA_LIMITS.goalsMax && (
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf="start"
                    onClick={() => setForm({ ...form, goals: [...form.goals, ''] })}
                  >
                    + {t('field.goalAdd')}
                  </Button>
                )}
              </Stack>
            </chakra.fieldset>
            <Checks
              legend={`${t('field.ages')} *`}
              items={ages}
              value={form.ageRangeIds}
              max={KREA_LIMITS.ages}
              disabled={ro}
              onChange={(v) => set('ageRangeIds', v)}
            />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <Field id="f-eval" label={t('field.evaluationMethod')} required>
                <chakra.select
                  {...aria('f-eval')}
                  value={form.evaluationMethodId ?? ''}
                  disabled={ro}
                  borderWidth="1px"
                  rounded="md"
                  p="2"
                  onChange={(e) => set('evaluationMethodId', e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{t('field.choose')}</option>
                  {evals.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </chakra.select>
              </Field>
              <Field id="f-level" label={t('field.level')} required>
                <chakra.select
                  {...aria('f-level')}
                  value={form.educationalLevelId ?? ''}
                  disabled={ro}
                  borderWidth="1px"
                  rounded="md"
                  p="2"
                  onChange={(e) => set('educationalLevelId', e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{t('field.choose')}</option>
                  {levels.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </chakra.select>
              </Field>
              <Field id="f-grade" label={t('field.grade')}>
                <Input
                  {...aria('f-grade')}
                  value={form.grade ?? ''}
                  disabled={ro}
                  maxLength={60}
                  onChange={(e) => set('grade', e.target.value || null)}
                />
              </Field>
            </SimpleGrid>
            <Checks
              legend={`${t('field.udl')} *`}
              items={udls}
              value={form.udlIds}
              disabled={ro}
              onChange={(v) => set('udlIds', v)}
            />
            <Checks
              legend={`${t('field.sdgs')} *`}
              items={sdgs}
              value={form.sdgIds}
              disabled={ro}
              onChange={(v) => set('sdgIds', v)}
            />
          </Section>
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
          <Section id="sec-status" title={t('editor.status')}>
            <HStack justify="space-between">
              <Text fontWeight="semibold" id="content-ready">
                {ready
                  ? content.canApprove
                    ? t('completeness.ready')
                    : t('completeness.readyReview')
                  : content.canApprove
                    ? t('completeness.incomplete')
                    : t('completeness.incompleteReview')}
              </Text>
              <Badge colorPalette={ready ? 'green' : 'orange'}>{comp?.percentage ?? content.completeness} %</Badge>
            </HStack>
            {comp && !comp.ready && (
              <Stack as="ul" ps="4" fontSize="sm" gap="0" aria-label={t('completeness.missing')}>
                {comp.missing.map((m) => (
                  <li key={m}>{m === 'resources' ? t('completeness.resources') : t(`field.${m}`)}</li>
                ))}
              </Stack>
            )}
            <Stack gap="1">
              {content.locales.map((l) => (
                <Text key={l.locale} fontSize="sm">
                  {t(`lang.${l.locale}`)}: {t(`state.${l.state}`)} · {l.completeness} %
                  {l.stale ? ` · ${t('editor.staleShort')}` : ''}
                </Text>
              ))}
            </Stack>
            <Stack gap="2">
              {!ro && (
                // a plain Author's publication goes to review first (approving authors and admins publish directly):
                // the button says so, and stays greyed until this language is complete, as the resource editor's does
                <Button
                  colorPalette="brand"
                  disabled={!ready}
                  aria-describedby="content-ready"
                  data-testid="content-publish"
                  onClick={() =>
                    guard(async () => {
                      await save.flush();
                      setModal('publish');
                    })
                  }
                >
                  {content.canApprove ? t('actions.publish') : t('actions.sendToReview')}
                </Button>
              )}
              {!ro && content.locales.some((l) => l.state !== 'draft') && (
                <Button variant="outline" onClick={() => setModal('unpublish')}>
                  {t('actions.unpublish')}
                </Button>
              )}
              {!ro && (
                <Button variant="outline" onClick={() => setModal('keywords')}>
                  {t('actions.keywords')} ({content.keywords.length})
                </Button>
              )}
              <Button variant="outline" onClick={() => setModal('team')}>
                {owner ? t('actions.team') : t('actions.teamView')}
              </Button>
              {owner && (
                <Button variant="outline" onClick={() => setModal('type')}>
                  {t('actions.changeType')}
                </Button>
              )}
              <Button variant="ghost" onClick={() => setModal('topic')}>
                {t('actions.suggestTopic')}
              </Button>
              {owner && (
                <Button variant="ghost" colorPalette="red" onClick={() => setModal('delete')}>
                  {t('actions.delete')}
                </Button>
              )}
            </Stack>
          </Section>
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
        <StatusModal
          open={modal === 'publish'}
          mode="published"
          onClose={() => setModal(null)}
          content={content}
          onDone={adopt}
        />
        <StatusModal
          open={modal === 'unpublish'}
          mode="unpublished"
          onClose={() => setModal(null)}
          content={content}
          onDone={adopt}
        />
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
