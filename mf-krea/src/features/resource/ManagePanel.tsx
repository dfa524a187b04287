import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Heading, HStack, Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { DELETE_PHRASES, type ExploreLocale, type KreaResource } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/platform';
import { CollaboratorsModal } from '../../components/CollaboratorsModal';

/**
 * Delete the resource or one of its languages (krea.md §2 "delete (content or resource, by language)", §4: removing
 * the last language deletes the whole resource). Confirmed by typing the spec's phrase ("delete resource", §5).
 */
export function DeleteResourceModal({
  open,
  onClose,
  resource,
  onDeleted,
  onLanguageRemoved,
}: {
  open: boolean;
  onClose: () => void;
  resource: KreaResource;
  onDeleted: () => void;
  onLanguageRemoved: (left: ExploreLocale) => void;
}) {
  const { t, locale } = useT();
  const [target, setTarget] = useState<'all' | ExploreLocale>('all');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const phrase = DELETE_PHRASES.resource[locale];
  const locales = resource.locales.map((l) => l.locale);
  useEffect(() => {
    if (open) {
      setTarget('all');
      setTyped('');
      setError(null);
    }
  }, [open]);
  const m = useMutation({
    mutationFn: () => kreaApi.deleteResource(resource.id, target === 'all' ? undefined : target),
    onSuccess: (r) => {
      toast('success', t('resource.manage.deleted'));
      onClose();
      if (r.deleted) onDeleted();
      else onLanguageRemoved(locales.find((l) => l !== target) ?? resource.locale);
    },
    onError: () => setError(t('resource.manage.deleteError')),
  });
  const submit = () => {
    if (typed.trim().toLowerCase() !== phrase) {
      setError(t('delete.mismatch'));
      return;
    }
    m.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('resource.manage.deleteTitle')} data-testid="resource-delete-modal">
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          <chakra.label htmlFor="res-del-target" fontWeight="semibold" fontSize="sm">
            {t('delete.what')}
          </chakra.label>
          <chakra.select
            id="res-del-target"
            value={target}
            onChange={(e) => setTarget(e.target.value as 'all' | ExploreLocale)}
            borderWidth="1px"
            rounded="md"
            p="2"
          >
            <option value="all">{t('resource.manage.deleteAll')}</option>
            {locales.length > 1 &&
              locales.map((l) => (
                <option key={l} value={l}>
                  {t('delete.language', { language: t(`lang.${l}`) })}
                </option>
              ))}
          </chakra.select>
          {target === 'all' && (
            <Text fontSize="sm" color="fg.muted">
              {t('resource.manage.deleteAllHint')}
            </Text>
          )}
          <chakra.label htmlFor="res-del-phrase" fontSize="sm">
            {t('delete.type', { phrase })}
          </chakra.label>
          <Input
            id="res-del-phrase"
            value={typed}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'res-del-error' : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <Text id="res-del-error" role="alert" color="danger" fontSize="sm">
              {error}
            </Text>
          )}
          <HStack justify="end" gap="2" pt="2" flexWrap="wrap">
            <Button variant="ghost" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" colorPalette="red" loading={m.isPending}>
              {t('delete.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Modal>
  );
}

/** The resource's team and deletion (krea.md §6 "Resource options for authors": add collaborators, delete). */
export function ManagePanel({
  resource,
  onDeleted,
  onLanguageRemoved,
}: {
  resource: KreaResource;
  onDeleted: () => void;
  onLanguageRemoved: (left: ExploreLocale) => void;
}) {
  const { t } = useT();
  const [modal, setModal] = useState<'team' | 'delete' | null>(null);
  const owner = resource.permission === 'owner';
  return (
    <Stack as="section" aria-labelledby="res-manage" gap="3" p="4" borderWidth="1px" rounded="lg">
      <Heading as="h2" id="res-manage" size="md">
        {t('resource.manage.title')}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => setModal('team')}>
          {owner ? t('resource.manage.team') : t('actions.teamView')}
        </Button>
        {owner && (
          <Button variant="outline" colorPalette="red" onClick={() => setModal('delete')}>
            {t('resource.manage.delete')}
          </Button>
        )}
      </Stack>
      <CollaboratorsModal
        open={modal === 'team'}
        onClose={() => setModal(null)}
        resource={{ id: resource.id, owner }}
      />
      <DeleteResourceModal
        open={modal === 'delete'}
        onClose={() => setModal(null)}
        resource={resource}
        onDeleted={onDeleted}
        onLanguageRemoved={onLanguageRemoved}
      />
    </Stack>
  );
}
