import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Input } from '@platform/ui';
import { Field, FormModal, useZodForm } from '@platform/ui/forms';
import { FOLDER_NAME_MAX, folderNameError, renameFolderSchema, type FolderDetail } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { nameErrorKey, schemaErrorKey } from '../../lib/errors';
import { useRemoteT, toast } from '@platform/remote-kit';

/**
 * Rename (owner): the contracts' `renameFolderSchema` (§5: not empty, ≤ 50) and "not one of my other folders' names"
 * before sending; §8 messages.
 */
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
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => {
    const others = taken.filter((n) => n.toLowerCase() !== folder.name.toLowerCase());
    return renameFolderSchema
      .pick({ name: true })
      .refine((v) => folderNameError(v.name, others) !== 'repeated', { path: ['name'], message: 'repeated' });
  }, [taken, folder.name]);
  const form = useZodForm(schema, { defaultValues: { name: folder.name } });
  const { reset, setError } = form;
  useEffect(() => {
    if (open) {
      reset({ name: folder.name });
      setFormError(null);
    }
  }, [open, folder.name, reset]);
  const rename = useMutation({
    mutationFn: (name: string) => folderApi.rename(folder.id, name),
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
      if (key) setError('name', { message: key });
      else setFormError(t('errors.rename'));
    },
  });
  const nameError = form.formState.errors.name?.message;
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('rename.title')}
      errorTitle={formError ?? undefined}
      data-testid="rename-modal"
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        rename.mutate(v.name);
      })}
      submitLabel={t('rename.submit')}
      cancelLabel={t('detail.cancel')}
      busy={rename.isPending}
    >
      <Field label={t('rename.name')} hint={t('create.nameHint')} error={nameError && t(schemaErrorKey(nameError))}>
        <Input maxLength={FOLDER_NAME_MAX + 10} autoComplete="off" {...form.register('name')} />
      </Field>
    </FormModal>
  );
}
