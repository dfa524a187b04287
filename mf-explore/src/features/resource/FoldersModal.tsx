import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Input, LoadingState, Modal, Stack, Text, chakra } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@platform/api-client';
import { folderNameError } from '@platform/contracts';
import { qk } from '../../lib/queries';
import type { ModalProps } from './modalProps';
import { useRemoteT, toast } from '@platform/remote-kit';
import * as folderApi from '@platform/api-client/folder';

/** Add to / remove from my folders: checkbox list + create a folder inline (spec §5 folder name rules, §8 messages). */
export function FoldersModal({ open, onClose, resourceId }: ModalProps & { resourceId: number }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const folders = useQuery({
    queryKey: qk.folders(resourceId),
    queryFn: () => folderApi.resourceInFolders(resourceId),
    enabled: open,
  });
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  const prevData = useRef<typeof folders.data>(undefined);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => {
    if (folders.data)
      setChecked((s) => {
        const prev = prevData.current;
        prevData.current = folders.data;
        // keep an unsaved change of a folder whose stored state did not move; take the server's for the rest
        return Object.fromEntries(
          folders.data.map((f) => {
            const was = prev?.find((p) => p.folderId === f.folderId);
            const edited = was && was.inFolder === f.inFolder && f.folderId in s && s[f.folderId] !== was.inFolder;
            return [f.folderId, edited ? s[f.folderId]! : f.inFolder];
          }),
        );
      });
  }, [folders.data]);
  useEffect(() => {
    if (open) {
      setName('');
      setNameError(null);
    }
  }, [open]);
  // a folder made here is for this resource: it is created with the resource in it (ticked at once), and the
  // ticks the user changed but has not saved yet survive the list's refetch
  const create = useMutation({
    mutationFn: async () => {
      const f = await folderApi.create(name.trim());
      await folderApi.updateResourceInFolders({ resourceId, folders: [{ folderId: f.id, inFolder: true }] });
      return f;
    },
    onSuccess: async (f) => {
      setName('');
      setNameError(null);
      setChecked((s) => ({ ...s, [f.id]: true }));
      toast('success', t('folders.createdAdded', { name: f.name }));
      await qc.invalidateQueries({ queryKey: qk.folders(resourceId) });
    },
    onError: (e) =>
      setNameError(
        isApiError(e) && e.code === 'FOLDER_NAME_REPEATED'
          ? t('folders.errors.repeated')
          : isApiError(e) && e.code === 'FOLDER_NAME_TOO_LONG'
            ? t('folders.errors.tooLong')
            : t('folders.errors.create'),
      ),
  });
  const save = useMutation({
    mutationFn: () =>
      folderApi.updateResourceInFolders({
        resourceId,
        folders: (folders.data ?? [])
          .filter((f) => checked[f.folderId] !== f.inFolder)
          .map((f) => ({ folderId: f.folderId, inFolder: !!checked[f.folderId] })),
      }),
    onSuccess: () => {
      toast('success', t('folders.saved'));
      void qc.invalidateQueries({ queryKey: qk.folders(resourceId) });
      onClose();
    },
    onError: (e) =>
      toast('error', isApiError(e) && e.status === 403 ? t('folders.errors.noEdit') : t('folders.errors.save')),
  });
  const changed = (folders.data ?? []).some((f) => checked[f.folderId] !== f.inFolder);
  const onCreate = () => {
    const err = folderNameError(
      name,
      (folders.data ?? []).map((f) => f.folderName),
    );
    if (err) {
      setNameError(t(`folders.errors.${err}`));
      return;
    }
    create.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('folders.title')} data-testid="folders-modal">
      <Stack gap="3">
        {folders.isPending ? (
          <LoadingState />
        ) : folders.isError ? (
          <Text color="danger" role="alert">
            {t('errors.loadBody')}
          </Text>
        ) : (
          <chakra.fieldset maxH="64" overflowY="auto">
            <chakra.legend srOnly>{t('folders.legend')}</chakra.legend>
            {folders.data.length === 0 && <Text color="fg.muted">{t('folders.none')}</Text>}
            {folders.data.map((f) => (
              <chakra.div
                key={f.folderId}
                display="flex"
                gap="2"
                alignItems="center"
                flexWrap="wrap"
                py="1"
                color={f.permission === 'Read' ? 'fg.muted' : undefined}
                title={f.permission === 'Read' ? t('folders.viewOnly') : undefined}
              >
                <chakra.label display="flex" gap="2" alignItems="center">
                  <input
                    type="checkbox"
                    checked={!!checked[f.folderId]}
                    disabled={f.permission === 'Read'}
                    aria-describedby={f.permission === 'Read' ? `folder-ro-${f.folderId}` : undefined}
                    onChange={() => setChecked((s) => ({ ...s, [f.folderId]: !s[f.folderId] }))}
                  />
                  {f.folderName}
                </chakra.label>
                {f.permission === 'Read' && (
                  <Text as="span" id={`folder-ro-${f.folderId}`} fontSize="xs" fontStyle="italic">
                    {t('folders.viewOnly')}
                  </Text>
                )}
              </chakra.div>
            ))}
          </chakra.fieldset>
        )}
        <chakra.form
          onSubmit={(e) => {
            e.preventDefault();
            onCreate();
          }}
          display="flex"
          gap="2"
          alignItems="start"
          flexWrap="wrap"
        >
          <Stack flex="1" gap="1" minW="48">
            <chakra.label htmlFor="new-folder-name" fontSize="sm" fontWeight="semibold">
              {t('folders.newName')}
            </chakra.label>
            <Input
              id="new-folder-name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              aria-invalid={!!nameError}
              aria-describedby={nameError ? 'new-folder-error' : undefined}
            />
            {nameError && (
              <Text id="new-folder-error" color="danger" fontSize="sm" role="alert">
                {nameError}
              </Text>
            )}
          </Stack>
          <Button type="submit" variant="outline" mt="6" loading={create.isPending}>
            {t('folders.create')}
          </Button>
        </chakra.form>
        <HStack justify="end">
          <Button colorPalette="brand" disabled={!changed} loading={save.isPending} onClick={() => save.mutate()}>
            {t('actions.save')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
