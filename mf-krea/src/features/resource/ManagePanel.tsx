import { useState } from 'react';
import { Button, Stack } from '@platform/ui';
import { DELETE_PHRASES, type ExploreLocale, type KreaResource } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { CollaboratorsModal } from '../../components/CollaboratorsModal';
import { PhraseDeleteModal } from '../../components/PhraseDeleteModal';
import { Panel } from '../../components/forms';

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
  const { t, locale } = useRemoteT();
  const locales = resource.locales.map((l) => l.locale);
  return (
    <PhraseDeleteModal
      open={open}
      onClose={onClose}
      idPrefix="res-del"
      title={t('resource.manage.deleteTitle')}
      testId="resource-delete-modal"
      phrase={DELETE_PHRASES.resource[locale]}
      allLabel={t('resource.manage.deleteAll')}
      allHint={t('resource.manage.deleteAllHint')}
      languages={locales.length > 1 ? locales : []}
      failed={t('resource.manage.deleteError')}
      onConfirm={async (target) => {
        const r = await kreaApi.deleteResource(resource.id, target === 'all' ? undefined : target);
        toast('success', t('resource.manage.deleted'));
        onClose();
        if (r.deleted) onDeleted();
        else onLanguageRemoved(locales.find((l) => l !== target) ?? resource.locale);
      }}
    />
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
  const { t } = useRemoteT();
  const [modal, setModal] = useState<'team' | 'delete' | null>(null);
  const owner = resource.permission === 'owner';
  return (
    <Panel id="res-manage" title={t('resource.manage.title')} boxed>
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
    </Panel>
  );
}
