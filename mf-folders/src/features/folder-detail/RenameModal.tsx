import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Input, Modal, Stack, chakra } from '@platform/ui';
import { FOLDER_NAME_MAX, folderNameError, type FolderDetail } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { Field, fieldAria } from '../../components/Field';
import { nameErrorKey } from '../../lib/errors';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/platform';

/** Rename (owner): §5 rules before sending (not empty, ≤ 50, not one of my other folders' names); §8 messages. */
export function RenameModal({
  open,
  onClose,
  folder,
  taken,
}: {
  open: boolean;
  onClose: () => void;
  folder: FolderDetail;
  taken: string[];
}) {
  const { t } = useT();
  const qc = useQueryClient();
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(folder.name);
      setError(null);
      setFormError(null);
    }
  }, [open, folder.name]);
  const rename = useMutation({
    mutationFn: () => folderApi.rename(folder.id, name.trim()),
    onSuccess: async () => {
      toast('success', t('rename.done'));
      onClose();
      await Promise.all([
        qc.invalidateQueries({ queryKey: qk.folderAny(folder.id) }),
        qc.invalidateQueries({ queryKey: qk.mine }),
      ]);
    },
    onError: (e) => {
      const key = nameErrorKey(e);
      if (key) setError(t(key));
      else setFormError(t('errors.rename'));
    },
  });
  const submit = () => {
    setFormError(null);
    const err = folderNameError(
      name,
      taken.filter((n) => n.toLowerCase() !== folder.name.toLowerCase()),
    );
    if (err) {
      setError(t(`errors.${err}`));
      return;
    }
    rename.mutate();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('rename.title')}
      errorTitle={formError ?? undefined}
      data-testid="rename-modal"
    >
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <Field id="rename-name" label={t('rename.name')} hint={t('create.nameHint')} error={error}>
            <Input
              {...fieldAria('rename-name', error, t('create.nameHint'))}
              value={name}
              maxLength={FOLDER_NAME_MAX + 10}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <HStack justify="end" gap="2">
            <Button variant="ghost" onClick={onClose}>
              {t('detail.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={rename.isPending}>
              {t('rename.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Modal>
  );
}
