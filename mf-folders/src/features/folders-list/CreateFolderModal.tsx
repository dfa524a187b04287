import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Input, Textarea } from '@platform/ui';
import { Field, FormModal, useZodForm } from '@platform/ui/forms';
import {
  FOLDER_DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  createFolderSchema,
  folderNameError,
  type FolderInfo,
} from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { nameErrorKey, schemaErrorKey } from '../../lib/errors';
import { useRemoteT, toast } from '@platform/remote-kit';

/**
 * New folder: the contracts' `createFolderSchema` (the server's §5 name rules) checked before sending, plus "not one of
 * my folders' names"; the server's answer mapped to the §8 messages.
 */
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
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      createFolderSchema
        .pick({ name: true, description: true })
        .refine((v) => folderNameError(v.name, taken) !== 'repeated', { path: ['name'], message: 'repeated' }),
    [taken],
  );
  const form = useZodForm(schema, { defaultValues: { name: '', description: '' } });
  const { reset, setError } = form;
  useEffect(() => {
    if (open) {
      reset({ name: '', description: '' });
      setFormError(null);
    }
  }, [open, reset]);
  const create = useMutation({
    mutationFn: (v: { name: string; description?: string }) => folderApi.create(v.name, v.description || undefined),
    onSuccess: async (f) => {
      await qc.invalidateQueries({ queryKey: qk.mine });
      toast('success', t('create.created'));
      onClose();
      onCreated?.(f);
    },
    onError: (e) => {
      const key = nameErrorKey(e);
      if (key) setError('name', { message: key });
      else setFormError(t('errors.create'));
    },
  });
  const nameError = form.formState.errors.name?.message;
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('create.title')}
      errorTitle={formError ?? undefined}
      data-testid="create-folder-modal"
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        create.mutate(v);
      })}
      submitLabel={t('create.submit')}
      cancelLabel={t('detail.cancel')}
      busy={create.isPending}
    >
      <Field label={t('create.name')} hint={t('create.nameHint')} error={nameError && t(schemaErrorKey(nameError))}>
        <Input maxLength={FOLDER_NAME_MAX + 10} autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t('create.description')}>
        <Textarea maxLength={FOLDER_DESCRIPTION_MAX} rows={3} {...form.register('description')} />
      </Field>
    </FormModal>
  );
}
