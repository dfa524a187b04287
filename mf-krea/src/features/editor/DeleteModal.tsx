import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { DELETE_CONTENT_PHRASE, type ExploreLocale } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/platform';
import { type Base, Actions } from '../../components/modalParts';

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
