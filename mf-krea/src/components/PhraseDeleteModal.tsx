import { useEffect, useState } from 'react';
import { Input, Modal, Stack, Text, chakra } from '@platform/ui';
import type { ExploreLocale } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { ConfirmActions } from './modalParts';

export type DeleteTarget = 'all' | ExploreLocale;

/**
 * Delete a content or a resource, or one of its languages, by typing the exact phrase (krea.md §5). The caller does
 * the deleting in `onConfirm`; a rejection shows `failed` under the phrase.
 */
export function PhraseDeleteModal({
  open,
  onClose,
  idPrefix,
  title,
  testId,
  phrase,
  allLabel,
  allHint,
  languages,
  failed,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  /** the ids of the controls: `${idPrefix}-target`, `${idPrefix}-phrase`, `${idPrefix}-error` */
  idPrefix: string;
  title: string;
  testId: string;
  phrase: string;
  allLabel: string;
  /** said under the choice while "all" is chosen */
  allHint?: string;
  /** the languages that may be deleted one by one */
  languages: ExploreLocale[];
  failed: string;
  onConfirm: (target: DeleteTarget) => Promise<void>;
}) {
  const { t } = useRemoteT();
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
      await onConfirm(target);
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={title} data-testid={testId}>
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
          <chakra.select
            id={`${idPrefix}-target`}
            value={target}
            onChange={(e) => setTarget(e.target.value as DeleteTarget)}
            borderWidth="1px"
            rounded="md"
            p="2"
          >
            <option value="all">{allLabel}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {t('delete.language', { language: t(`lang.${l}`) })}
              </option>
            ))}
          </chakra.select>
          {target === 'all' && allHint && (
            <Text fontSize="sm" color="fg.muted">
              {allHint}
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
