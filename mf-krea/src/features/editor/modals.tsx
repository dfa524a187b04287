import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Input, Modal, Stack, Text, Textarea, chakra } from '@platform/ui';
import {
  DELETE_CONTENT_PHRASE,
  KREA_LIMITS,
  type ContentType,
  type ExploreLocale,
  type KreaContent,
  type KreaResourceItem,
} from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import * as referenceApi from '@platform/api-client/reference';
import { useT } from '../../lib/i18n';
import { errorCode, qk, toast } from '../../lib/platform';

const LOCALES: ExploreLocale[] = ['es', 'en', 'ca'];
interface Base {
  open: boolean;
  onClose: () => void;
  content: KreaContent;
  onDone: (c: KreaContent) => void;
}
type Authors = Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>;
const Actions = ({ children }: { children: React.ReactNode }) => (
  <HStack justify="end" gap="2" pt="2" flexWrap="wrap">
    {children}
  </HStack>
);

function LocaleChecks({
  choices,
  value,
  onChange,
  label,
}: {
  choices: ExploreLocale[];
  value: ExploreLocale[];
  onChange: (v: ExploreLocale[]) => void;
  label: string;
}) {
  const { t } = useT();
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="semibold" mb="1">
        {label}
      </chakra.legend>
      <Stack gap="1">
        {choices.map((l) => (
          <chakra.label key={l} display="flex" gap="2" alignItems="center">
            <input
              type="checkbox"
              checked={value.includes(l)}
              onChange={(e) => onChange(e.target.checked ? [...value, l] : value.filter((x) => x !== l))}
            />
            {t(`lang.${l}`)}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

/** Publish (complete languages: to review, or approved directly for an approver) or unpublish (back to drafts). */
export function StatusModal({ open, onClose, content, onDone, mode }: Base & { mode: 'published' | 'unpublished' }) {
  const { t } = useT();
  const choices = content.locales
    .filter((l) => (mode === 'published' ? l.state === 'draft' && l.completeness === 100 : l.state !== 'draft'))
    .map((l) => l.locale);
  const [sel, setSel] = useState<ExploreLocale[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setSel(choices.includes(content.locale) ? [content.locale] : choices.slice(0, 1));
      setError(null);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const m = useMutation({
    mutationFn: () => kreaApi.updateStatus(content.id, mode, sel),
    onSuccess: (r) => {
      toast(
        'success',
        mode === 'unpublished'
          ? t('status.unpublished')
          : r.state === 'approved'
            ? t('status.published')
            : t('status.sentToReview'),
      );
      onDone(r.content);
      onClose();
    },
    onError: () => setError(t('errors.publish')),
  });
  const title =
    mode === 'unpublished'
      ? t('status.unpublishTitle')
      : content.canApprove
        ? t('status.publishTitle')
        : t('status.sendTitle');
  return (
    <Modal open={open} onClose={onClose} title={title} errorTitle={error ?? undefined} data-testid="status-modal">
      <Stack gap="3">
        {!choices.length ? (
          <Text>{mode === 'published' ? t('status.nothingToPublish') : t('status.nothingToUnpublish')}</Text>
        ) : (
          <>
            <Text fontSize="sm">
              {mode === 'published'
                ? content.canApprove
                  ? t('status.publishDirect')
                  : t('status.publishReview')
                : t('status.unpublishHint')}
            </Text>
            <LocaleChecks choices={choices} value={sel} onChange={setSel} label={t('status.languages')} />
          </>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            colorPalette={mode === 'published' ? 'brand' : 'red'}
            disabled={!sel.length}
            loading={m.isPending}
            onClick={() => m.mutate()}
          >
            {title}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/** Keywords: at most 10, duplicates refused, added with Enter; editable after publishing. */
export function KeywordsModal({ open, onClose, content, onDone }: Base) {
  const { t } = useT();
  const [list, setList] = useState<string[]>(content.keywords);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setList(content.keywords);
      setWord('');
      setError(null);
    }
  }, [open, content.keywords]);
  const add = () => {
    const w = word.trim().toLowerCase();
    if (!w) return;
    if (list.includes(w)) {
      setError(t('keywords.duplicate'));
      return;
    }
    if (list.length >= KREA_LIMITS.keywords) {
      setError(t('keywords.max'));
      return;
    }
    setList([...list, w]);
    setWord('');
    setError(null);
  };
  const m = useMutation({
    mutationFn: () => kreaApi.setKeywords(content.id, list),
    onSuccess: (c) => {
      toast('success', t('keywords.done'));
      onDone(c);
      onClose();
    },
    onError: (e) => setError(errorCode(e) === 'KREA_DUPLICATE_KEYWORD' ? t('keywords.duplicate') : t('errors.save')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('keywords.title')} data-testid="keywords-modal">
      <Stack gap="3">
        <chakra.label htmlFor="kw-input" fontWeight="semibold" fontSize="sm">
          {t('keywords.add', { count: list.length, max: KREA_LIMITS.keywords })}
        </chakra.label>
        <Input
          id="kw-input"
          value={word}
          maxLength={KREA_LIMITS.keywordLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'kw-error' : undefined}
          onChange={(e) => {
            setWord(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        {error && (
          <Text id="kw-error" role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" aria-label={t('keywords.list')}>
          {list.map((k) => (
            <li key={k}>
              <Badge size="md">
                {k}{' '}
                <chakra.button
                  type="button"
                  ms="1"
                  aria-label={t('keywords.remove', { keyword: k })}
                  onClick={() => setList(list.filter((x) => x !== k))}
                >
                  ×
                </chakra.button>
              </Badge>
            </li>
          ))}
        </HStack>
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={m.isPending} onClick={() => m.mutate()}>
            {t('actions.save')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/** Delete the content, or one language, by typing the exact phrase (§5); removing the last language deletes the content. */
export function DeleteModal({ open, onClose, content, onDeleted, onDone }: Base & { onDeleted: () => void }) {
  const { t, locale } = useT();
  const [target, setTarget] = useState<'all' | ExploreLocale>('all');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const phrase = DELETE_CONTENT_PHRASE[locale];
  useEffect(() => {
    if (open) {
      setTarget('all');
      setTyped('');
      setError(null);
    }
  }, [open]);
  const m = useMutation({
    mutationFn: () => kreaApi.deleteContent(content.id, target === 'all' ? undefined : target),
    onSuccess: async (r) => {
      toast('success', t('delete.done'));
      onClose();
      if (r.deleted) onDeleted();
      else onDone(await kreaApi.content(content.id));
    },
    onError: () => setError(t('errors.save')),
  });
  const submit = () => {
    if (typed.trim().toLowerCase() !== phrase) {
      setError(t('delete.mismatch'));
      return;
    }
    m.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('delete.title')} data-testid="delete-modal">
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          <chakra.label htmlFor="del-target" fontWeight="semibold" fontSize="sm">
            {t('delete.what')}
          </chakra.label>
          <chakra.select
            id="del-target"
            value={target}
            onChange={(e) => setTarget(e.target.value as 'all' | ExploreLocale)}
            borderWidth="1px"
            rounded="md"
            p="2"
          >
            <option value="all">{t('delete.all')}</option>
            {content.locales.map((l) => (
              <option key={l.locale} value={l.locale}>
                {t('delete.language', { language: t(`lang.${l.locale}`) })}
              </option>
            ))}
          </chakra.select>
          <chakra.label htmlFor="del-phrase" fontSize="sm">
            {t('delete.type', { phrase })}
          </chakra.label>
          <Input
            id="del-phrase"
            value={typed}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'del-error' : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <Text id="del-error" role="alert" color="danger" fontSize="sm">
              {error}
            </Text>
          )}
          <Actions>
            <Button variant="ghost" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" colorPalette="red" loading={m.isPending}>
              {t('delete.submit')}
            </Button>
          </Actions>
        </Stack>
      </chakra.form>
    </Modal>
  );
}

/** Add a language: empty, or a copy of an existing one to translate. */
export function AddLanguageModal({ open, onClose, content, onDone }: Base) {
  const { t } = useT();
  const free = LOCALES.filter((l) => !content.locales.some((x) => x.locale === l));
  const [lang, setLang] = useState<ExploreLocale | ''>('');
  const [copy, setCopy] = useState(true);
  useEffect(() => {
    if (open) {
      setLang(free[0] ?? '');
      setCopy(true);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const m = useMutation({
    mutationFn: () => kreaApi.addLanguage(content.id, lang as ExploreLocale, copy ? content.locale : undefined),
    onSuccess: (c) => {
      toast('success', t('language.added'));
      onDone(c);
      onClose();
    },
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('language.addTitle')} data-testid="language-modal">
      <Stack gap="3">
        {!free.length ? (
          <Text>{t('language.none')}</Text>
        ) : (
          <>
            <chakra.label htmlFor="add-lang" fontWeight="semibold" fontSize="sm">
              {t('language.which')}
            </chakra.label>
            <chakra.select
              id="add-lang"
              value={lang}
              onChange={(e) => setLang(e.target.value as ExploreLocale)}
              borderWidth="1px"
              rounded="md"
              p="2"
            >
              {free.map((l) => (
                <option key={l} value={l}>
                  {t(`lang.${l}`)}
                </option>
              ))}
            </chakra.select>
            <chakra.label display="flex" gap="2" alignItems="center">
              <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} />
              {t('language.copy', { language: t(`lang.${content.locale}`) })}
            </chakra.label>
          </>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette="brand" disabled={!lang} loading={m.isPending} onClick={() => m.mutate()}>
            {t('language.add')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/** Change content type (owner). */
export function ContentTypeModal({ open, onClose, content, onDone }: Base) {
  const { t } = useT();
  const next: ContentType = content.contentType === 1 ? 2 : 1;
  const m = useMutation({
    mutationFn: () => kreaApi.setContentType(content.id, next),
    onSuccess: (c) => {
      toast('success', t('type.done'));
      onDone(c);
      onClose();
    },
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('type.title')} data-testid="type-modal">
      <Stack gap="3">
        <Text>
          {t('type.confirm', { from: t(`contentType.${content.contentType}`), to: t(`contentType.${next}`) })}
        </Text>
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={m.isPending} onClick={() => m.mutate()}>
            {t('type.submit')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/**
 * Create in team / invite collaborators (owner): editor, commenter, or none (remove access). The people to invite come
 * from AccountApi/GetAllUsersFromSchoolGroup (searched by name or email); only authors may be chosen.
 */
/**
 * Create in team / invite collaborators (krea.md §2, §6) of a content or, with `resource`, of a resource: the owner
 * invites authors of the network as editor or commenter, changes or removes them; the others see the team.
 */
export function CollaboratorsModal({
  open,
  onClose,
  content,
  resource,
}: {
  open: boolean;
  onClose: () => void;
  content?: KreaContent;
  resource?: { id: number; owner: boolean };
}) {
  const { t } = useT();
  const target = resource
    ? {
        key: ['krea', 'resourceAuthors', resource.id] as const,
        load: () => kreaApi.resourceAuthors(resource.id),
        save: (list: Authors) => kreaApi.setResourceAuthors(resource.id, list),
        owner: resource.owner,
      }
    : {
        key: qk.authors(content!.id),
        load: () => kreaApi.authors(content!.id),
        save: (list: Authors) => kreaApi.setAuthors(content!.id, list),
        owner: content!.permission === 'owner',
      };
  const authors = useQuery({
    queryKey: target.key,
    queryFn: target.load,
    enabled: open,
  });
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(h);
  }, [text]);
  const available = useQuery({
    queryKey: ['krea', 'schoolGroupUsers', query],
    queryFn: () => kreaApi.usersFromSchoolGroup(query || undefined),
    enabled: open && target.owner,
  });
  const [pick, setPick] = useState('');
  const [perm, setPerm] = useState<'editor' | 'commenter'>('editor');
  const set = useMutation({
    mutationFn: target.save,
    onSuccess: () => {
      toast('success', t('team.done'));
      void authors.refetch();
      setPick('');
    },
    onError: () => toast('error', t('errors.save')),
  });
  const current = authors.data ?? [];
  const candidates = (available.data ?? []).filter((a) => !current.some((c) => c.userId === a.userId));
  const owner = target.owner;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={resource ? t('team.resourceTitle') : t('team.title')}
      size="lg"
      data-testid="team-modal"
    >
      <Stack gap="4">
        {authors.isPending && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('editor.loading')}
          </Text>
        )}
        {authors.isError && (
          <Text role="alert" color="danger" fontSize="sm">
            {t('errors.load')}
          </Text>
        )}
        {set.isError && (
          <Text role="alert" color="danger" fontSize="sm">
            {t('errors.save')}
          </Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('team.current')}>
          {current.map((a) => (
            <HStack as="li" key={a.userId} justify="space-between" flexWrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{a.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {a.email}
                </Text>
              </Stack>
              {a.permission === 'owner' || !owner ? (
                <Badge>{t(`permission.${a.permission}`)}</Badge>
              ) : (
                <chakra.select
                  aria-label={t('team.permissionOf', { name: a.name })}
                  value={a.permission}
                  borderWidth="1px"
                  rounded="md"
                  p="1"
                  onChange={(e) =>
                    set.mutate([{ userId: a.userId, permission: e.target.value as 'editor' | 'commenter' | 'none' }])
                  }
                >
                  <option value="editor">{t('permission.editor')}</option>
                  <option value="commenter">{t('permission.commenter')}</option>
                  <option value="none">{t('permission.none')}</option>
                </chakra.select>
              )}
            </HStack>
          ))}
        </Stack>
        {owner && (
          <Stack gap="2" borderTopWidth="1px" pt="3">
            <chakra.label htmlFor="team-search" fontSize="sm">
              {t('team.search')}
            </chakra.label>
            <Input
              id="team-search"
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
            />
            <chakra.label htmlFor="team-pick" fontWeight="semibold" fontSize="sm">
              {t('team.invite')}
            </chakra.label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              <chakra.select
                id="team-pick"
                flex="1"
                value={pick}
                onChange={(e) => setPick(e.target.value)}
                borderWidth="1px"
                rounded="md"
                p="2"
              >
                <option value="">
                  {available.isSuccess && !candidates.length ? t('team.noMatch') : t('team.choose')}
                </option>
                {candidates.map((a) => (
                  <option key={a.userId} value={a.userId} disabled={!a.canCollaborate}>
                    {a.name} ({a.email}){a.canCollaborate ? '' : ` · ${t('team.notAuthor')}`}
                  </option>
                ))}
              </chakra.select>
              <chakra.select
                aria-label={t('team.permission')}
                value={perm}
                onChange={(e) => setPerm(e.target.value as 'editor' | 'commenter')}
                borderWidth="1px"
                rounded="md"
                p="2"
              >
                <option value="editor">{t('permission.editor')}</option>
                <option value="commenter">{t('permission.commenter')}</option>
              </chakra.select>
              <Button
                colorPalette="brand"
                disabled={!pick}
                loading={set.isPending}
                onClick={() => set.mutate([{ userId: Number(pick), permission: perm }])}
              >
                {t('team.add')}
              </Button>
            </Stack>
          </Stack>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/** Suggest a new topic (TopicApi/Suggest) with the thanks message. */
export function SuggestTopicModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [topic, setTopic] = useState('');
  const [thanks, setThanks] = useState(false);
  useEffect(() => {
    if (open) {
      setTopic('');
      setThanks(false);
    }
  }, [open]);
  const m = useMutation({
    mutationFn: () => referenceApi.suggestTopic(topic.trim()),
    onSuccess: () => setThanks(true),
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('topic.title')} data-testid="topic-modal">
      <Stack gap="3">
        {thanks ? (
          <Text role="status">{t('topic.thanks')}</Text>
        ) : (
          <>
            <chakra.label htmlFor="topic-input" fontSize="sm" fontWeight="semibold">
              {t('topic.label')}
            </chakra.label>
            <Textarea id="topic-input" value={topic} maxLength={200} onChange={(e) => setTopic(e.target.value)} />
          </>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.close')}
          </Button>
          {!thanks && (
            <Button colorPalette="brand" disabled={!topic.trim()} loading={m.isPending} onClick={() => m.mutate()}>
              {t('topic.submit')}
            </Button>
          )}
        </Actions>
      </Stack>
    </Modal>
  );
}

/** 'Section not yet enabled' (the resource editor arrives with Krea part 2). */
export function NotEnabledModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('notEnabled.title')} data-testid="not-enabled-modal">
      <Stack gap="3">
        <Text>{t('notEnabled.body')}</Text>
        <Actions>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/** Leaving with unsaved changes asks first. */
export function LeaveModal({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useT();
  return (
    <Modal open={open} onClose={onStay} title={t('leave.title')} data-testid="leave-modal">
      <Stack gap="3">
        <Text>{t('leave.body')}</Text>
        <Actions>
          <Button variant="ghost" onClick={onLeave}>
            {t('leave.leave')}
          </Button>
          <Button colorPalette="brand" onClick={onStay}>
            {t('leave.stay')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}

/** Takes one resource out of the content (PUT {id}/Resources without it); the resource itself is kept. */
export function RemoveResourceModal({
  open,
  onClose,
  content,
  item,
  current,
  onDone,
}: Base & { item: KreaResourceItem | null; current: KreaResourceItem[] }) {
  const { t } = useT();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const m = useMutation({
    mutationFn: () =>
      kreaApi.setResources(
        content.id,
        current.filter((r) => r.id !== item?.id).map((r) => r.id),
      ),
    onSuccess: async () => {
      toast('success', t('removeResource.done'));
      onClose();
      onDone(await kreaApi.content(content.id, content.locale));
    },
    onError: () => setError(t('removeResource.error')),
  });
  const title = item?.title || t('dashboard.untitled');
  return (
    <Modal open={open} onClose={onClose} title={t('removeResource.title')} data-testid="remove-resource-modal">
      <Stack gap="3">
        <Text>{t('removeResource.body', { title })}</Text>
        {current.length <= 1 && (
          <Text fontSize="sm" color="fg.muted">
            {t('removeResource.last')}
          </Text>
        )}
        {error && (
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette="red" loading={m.isPending} onClick={() => m.mutate()}>
            {t('removeResource.submit')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
