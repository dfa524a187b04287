import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Stack, Text, Textarea } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { FOLDER_DESCRIPTION_MAX, type FolderDetail } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { isNoEdit } from '../../lib/errors';
import { useRemoteT, toast } from '@platform/remote-kit';

/** The description (plain text). Owners and editors edit it; the server is asked first whether they still may (EditPermission). */
export function DescriptionEditor({ folder }: { folder: FolderDetail }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: qk.folderAny(folder.id) });
  const start = useMutation({
    mutationFn: () => folderApi.editPermission(folder.id),
    onSuccess: () => {
      setText(folder.description ?? '');
      setError(null);
      setEditing(true);
    },
    onError: (e) => {
      toast('error', isNoEdit(e) ? t('errors.noEdit') : t('errors.generic'));
      void refresh();
    },
  });
  const save = useMutation({
    mutationFn: () => folderApi.describe(folder.id, text.trim()),
    onSuccess: async () => {
      setEditing(false);
      toast('success', t('detail.descriptionSaved'));
      await Promise.all([refresh(), qc.invalidateQueries({ queryKey: qk.mine })]);
    },
    onError: (e) => {
      if (isNoEdit(e)) {
        setEditing(false);
        toast('error', t('errors.noEdit'));
        void refresh();
      } else setError(t('errors.generic'));
    },
  });
  const submit = () => {
    if (text.trim().length > FOLDER_DESCRIPTION_MAX) {
      setError(t('errors.descriptionTooLong'));
      return;
    }
    save.mutate();
  };
  if (editing) {
    return (
      <Stack
        gap="2"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field id="folder-description-edit" label={t('detail.description')} error={error}>
          <Textarea
            id="folder-description-edit"
            value={text}
            rows={4}
            maxLength={FOLDER_DESCRIPTION_MAX + 50}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'folder-description-edit-error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
            {t('detail.saveDescription')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('detail.cancel')}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2" align="start">
      <Text whiteSpace="pre-wrap" color={folder.description ? undefined : 'fg.muted'}>
        {folder.description || t('detail.noDescription')}
      </Text>
      {folder.canEdit && (
        <Button size="sm" variant="outline" onClick={() => start.mutate()} loading={start.isPending}>
          {t('detail.editDescription')}
        </Button>
      )}
    </Stack>
  );
}
