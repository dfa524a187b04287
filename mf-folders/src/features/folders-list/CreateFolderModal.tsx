import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Input, Modal, Stack, Textarea, chakra } from '@platform/ui';
import { FOLDER_DESCRIPTION_MAX, FOLDER_NAME_MAX, folderNameError, type FolderInfo } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { Field, fieldAria } from '../../components/Field';
import { nameErrorKey } from '../../lib/errors';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/platform';

/** New folder: the §5 name rules checked before sending, the server's answer mapped to the §8 messages. */
export function CreateFolderModal({
  open,
  onClose,
  taken,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  taken: string[];
  onCreated?: (f: FolderInfo) => void;
}) {
  const { t } = useT();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName('');
      setDescription('');
      setError(null);
      setFormError(null);
    }
  }, [open]);
  const create = useMutation({
    mutationFn: () => folderApi.create(name.trim(), description.trim() || undefined),
    onSuccess: async (f) => {
      await qc.invalidateQueries({ queryKey: qk.mine });
      toast('success', t('create.created'));
      onClose();
      onCreated?.(f);
    },
    onError: (e) => {
      const key = nameErrorKey(e);
      if (key) setError(t(key));
      else setFormError(t('errors.create'));
    },
  });
  const submit = () => {
    setFormError(null);
    const err = folderNameError(name, taken);
    if (err) {
      setError(t(`errors.${err}`));
      return;
    }
    create.mutate();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('create.title')}
      errorTitle={formError ?? undefined}
      data-testid="create-folder-modal"
    >
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <Field id="folder-name" label={t('create.name')} hint={t('create.nameHint')} error={error}>
            <Input
              {...fieldAria('folder-name', error, t('create.nameHint'))}
              value={name}
              maxLength={FOLDER_NAME_MAX + 10}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <Field id="folder-description" label={t('create.description')}>
            <Textarea
              id="folder-description"
              value={description}
              maxLength={FOLDER_DESCRIPTION_MAX}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <HStack justify="end" gap="2">
            <Button variant="ghost" onClick={onClose}>
              {t('detail.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Modal>
  );
}
