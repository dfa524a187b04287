import { useEffect, useState } from 'react';
import { Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { DELETE_CONTENT_PHRASE, DELETE_PHRASES, type ExploreLocale } from '@platform/contracts';
import { Select } from '@platform/ui/forms';
import { useRemoteT, toast } from '@platform/remote-kit';
import { ConfirmActions } from './modalParts';

export type DeleteTarget = 'all' | ExploreLocale;

/** What is deleted: the content being edited or a resource; their control ids, test id, phrase (§5) and texts. */
const WHAT = {
  content: {
    idPrefix: 'del',
    testId: 'delete-modal',
    phrases: DELETE_CONTENT_PHRASE,
    title: 'delete.title',
    all: 'delete.all',
    allHint: null,
    failed: 'errors.save',
    done: 'delete.done',
  },
  resource: {
    idPrefix: 'res-del',
    testId: 'resource-delete-modal',
    phrases: DELETE_PHRASES.resource,
    title: 'resource.manage.deleteTitle',
    all: 'resource.manage.deleteAll',
    allHint: 'resource.manage.deleteAllHint',
    failed: 'resource.manage.deleteError',
    done: 'resource.manage.deleted',
  },
} as const;

/**
 * Delete a content or a resource, or one of its languages, by typing the exact phrase (krea.md §5; removing the last
 * language deletes the whole). `remove` deletes (no language: all of it); once done the modal says so and closes, then
 * `onDeleted` or `onLanguageRemoved`. A failure shows the error under the phrase.
 */
export function PhraseDeleteModal({
  what,
  open,
  onClose,
  languages,
  remove,
  onDeleted,
  onLanguageRemoved,
}: {
  what: keyof typeof WHAT;
  open: boolean;
  onClose: () => void;
  /** the languages that may be deleted one by one */
  languages: ExploreLocale[];
  remove: (language: ExploreLocale | undefined) => Promise<{ deleted: boolean }>;
  onDeleted: () => void;
  onLanguageRemoved: (removed: DeleteTarget) => unknown;
}) {
  const { t, locale } = useRemoteT();
  const { idPrefix, testId, phrases, title, all, allHint, failed, done } = WHAT[what];
  const phrase = phrases[locale];
  const [target, setTarget] = useState<DeleteTarget>('all');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setTarget('all');
      setTyped('');
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    if (typed.trim().toLowerCase() !== phrase) {
      setError(t('delete.mismatch'));
      return;
    }
    setBusy(true);
    try {
      const r = await remove(target === 'all' ? undefined : target);
      toast('success', t(done));
      onClose();
      if (r.deleted) onDeleted();
      else await onLanguageRemoved(target);
    } catch {
      setError(t(failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={t(title)} data-testid={testId}>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="3">
          <chakra.label htmlFor={`${idPrefix}-target`} fontWeight="semibold" fontSize="sm">
            {t('delete.what')}
          </chakra.label>
          <Select id={`${idPrefix}-target`} value={target} onChange={(e) => setTarget(e.target.value as DeleteTarget)}>
            <option value="all">{t(all)}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {t('delete.language', { language: t(`lang.${l}`) })}
              </option>
            ))}
          </Select>
          {target === 'all' && allHint && (
            <Text fontSize="sm" color="fg.muted">
              {t(allHint)}
            </Text>
          )}
          <chakra.label htmlFor={`${idPrefix}-phrase`} fontSize="sm">
            {t('delete.type', { phrase })}
          </chakra.label>
          <Input
            id={`${idPrefix}-phrase`}
            value={typed}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${idPrefix}-error` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <Text id={`${idPrefix}-error`} role="alert" color="danger" fontSize="sm">
              {error}
            </Text>
          )}
          <ConfirmActions onCancel={onClose} label={t('delete.submit')} busy={busy} palette="red" />
        </Stack>
      </chakra.form>
    </Modal>
  );
}
