import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Input, Textarea } from '@platform/ui';
import { Field, FormModal, useZodForm } from '@platform/ui/forms';
import {
  FOLDER_DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  createFolderSchema,
  folderNameError,
  type FolderDetail,
  type FolderInfo,
} from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../lib/queries';
import { nameErrorKey, schemaErrorKey } from '../lib/errors';
import { useRemoteT, toast } from '@platform/remote-kit';

interface Props {
  open: boolean;
  onClose: () => void;
  /** the names of my folders */
  taken: string[];
}

/**
 * The name form of a folder: a new one (name + description) or one of mine renamed (`folder`, owner). The contracts'
 * `createFolderSchema` (the server's §5 name rules: not empty, ≤ 50) and "not one of my other folders' names" are
 * checked before sending; the server's refusals go back on the name, other failures are the §8 messages.
 */
function FolderNameModal({
  open,
  onClose,
  taken,
  folder,
  onCreated,
}: Props & { folder?: FolderDetail; onCreated?: (f: FolderInfo) => void }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const kind = folder ? 'rename' : 'create';
  const name = folder?.name ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => {
    const others = taken.filter((n) => n.toLowerCase() !== name.toLowerCase());
    return createFolderSchema
      .pick({ name: true, description: true })
      .refine((v) => folderNameError(v.name, others) !== 'repeated', { path: ['name'], message: 'repeated' });
  }, [taken, name]);
  const form = useZodForm(schema, { defaultValues: { name, description: '' } });
  const { reset, setError } = form;
  useEffect(() => {
    if (open) {
      reset({ name, description: '' });
      setFormError(null);
    }
  }, [open, name, reset]);
  const save = useMutation({
    mutationFn: async (v: { name: string; description?: string }) => {
      if (!folder) return folderApi.create(v.name, v.description || undefined);
      await folderApi.rename(folder.id, v.name);
      return null;
    },
    onSuccess: async (created) => {
      if (folder) {
        toast('success', t('rename.done'));
        onClose();
        await Promise.all([
          qc.invalidateQueries({ queryKey: qk.folderAny(folder.id) }),
          qc.invalidateQueries({ queryKey: qk.mine }),
        ]);
        return;
      }
      await qc.invalidateQueries({ queryKey: qk.mine });
      toast('success', t('create.created'));
      onClose();
      if (created) onCreated?.(created);
    },
    onError: (e) => {
      const key = nameErrorKey(e);
      if (key) setError('name', { message: key });
      else setFormError(t(`errors.${kind}`));
    },
  });
  const nameError = form.formState.errors.name?.message;
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t(`${kind}.title`)}
      errorTitle={formError ?? undefined}
      data-testid={folder ? 'rename-modal' : 'create-folder-modal'}
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
      submitLabel={t(`${kind}.submit`)}
      cancelLabel={t('detail.cancel')}
      busy={save.isPending}
    >
      <Field label={t(`${kind}.name`)} hint={t('create.nameHint')} error={nameError && t(schemaErrorKey(nameError))}>
        <Input maxLength={FOLDER_NAME_MAX + 10} autoComplete="off" {...form.register('name')} />
      </Field>
      {!folder && (
        <Field label={t('create.description')}>
          <Textarea maxLength={FOLDER_DESCRIPTION_MAX} rows={3} {...form.register('description')} />
        </Field>
      )}
    </FormModal>
  );
}

/** New folder (the /folders page); `onCreated` gets it once the list is reloaded. */
export const CreateFolderModal = (props: Props & { onCreated?: (f: FolderInfo) => void }) => (
  <FolderNameModal {...props} />
);

/** Rename one of my folders (owner): its other names are the ones it may not take. */
export const RenameModal = (props: Props & { folder: FolderDetail }) => <FolderNameModal {...props} />;
