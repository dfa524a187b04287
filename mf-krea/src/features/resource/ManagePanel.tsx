import { useState } from 'react';
import { Button, Stack } from '@platform/ui';
import type { ExploreLocale, KreaResource } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT } from '@platform/remote-kit';
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
  const locales = resource.locales.map((l) => l.locale);
  return (
    <PhraseDeleteModal
      what="resource"
      open={open}
      onClose={onClose}
      languages={locales.length > 1 ? locales : []}
      remove={(language) => kreaApi.deleteResource(resource.id, language)}
      onDeleted={onDeleted}
      onLanguageRemoved={(gone) => onLanguageRemoved(locales.find((l) => l !== gone) ?? resource.locale)}
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
