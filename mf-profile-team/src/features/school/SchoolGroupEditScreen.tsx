import { updateSchoolGroupSchema } from '@platform/contracts';
import { Input } from '@platform/ui';
import { useUserInfo } from '@platform/session';
import * as groupApi from '@platform/api-client/school-group';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Field, useZodForm } from '@platform/ui/forms';
import { useGroup } from './queries';
import { EditForm, editGate, useTakeOnce, useSaveAndReturn } from './editing';

/** /profile/school-group/edit: group name required (§5), picture, levels. */
export function SchoolGroupEditScreen() {
  const { t, locale } = useRemoteT();
  const user = useUserInfo();
  const group = useGroup(user?.schoolGroupId ?? null);
  const { watch, setValue, reset, getValues, handleSubmit } = useZodForm(updateSchoolGroupSchema);
  const ready = useTakeOnce(group.data, (g) =>
    reset({ name: g.name, picture: g.picture, educationalLevelIds: g.educationalLevels.map((l) => l.id) }),
  );
  const f = watch();
  const save = useSaveAndReturn(
    'group',
    () => groupApi.update(user!.schoolGroupId!, { ...getValues(), locale }),
    '/profile/school-group',
    () => toast('error', t('errors.save')),
  );
  const title = t('group.editTitle');
  const gate = editGate(title, user?.schoolGroupId ? null : t('group.none'), group, ready, t('school.readOnly'));
  if (gate || !ready || !group.data) return gate;
  const submit = handleSubmit(
    () => save.mutate(),
    () => toast('error', t('errors.requiredFields')),
  );
  return (
    <EditForm
      kind="group"
      title={title}
      onSubmit={() => void submit()}
      logo={{ ownerId: group.data.id, name: f.name, value: f.picture ?? null, onChange: (v) => setValue('picture', v) }}
      levels={[f.educationalLevelIds ?? [], (v) => setValue('educationalLevelIds', v)]}
      back="/profile/school-group"
      saving={save.isPending}
    >
      <Field id="group-name" label={t('group.name')}>
        <Input id="group-name" required value={f.name} onChange={(e) => setValue('name', e.target.value)} />
      </Field>
    </EditForm>
  );
}
