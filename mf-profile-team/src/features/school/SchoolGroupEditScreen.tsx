import { updateSchoolGroupSchema } from '@platform/contracts';
import { Input } from '@platform/ui';
import { useUserInfo } from '@platform/session';
import * as groupApi from '@platform/api-client/school-group';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Field } from '@platform/ui/forms';
import { useGroup } from './queries';
import { EditForm, editGate, useEditCopy, useSaveAndReturn } from './editing';

/** /profile/school-group/edit: group name required (§5), picture, levels. */
export function SchoolGroupEditScreen() {
  const { t, locale } = useRemoteT();
  const user = useUserInfo();
  const group = useGroup(user?.schoolGroupId ?? null);
  const [f, set] = useEditCopy(group.data, (g) => ({
    name: g.name,
    picture: g.picture,
    educationalLevelIds: g.educationalLevels.map((l) => l.id),
  }));
  const save = useSaveAndReturn(
    'group',
    () => groupApi.update(user!.schoolGroupId!, { ...f!, locale }),
    '/profile/school-group',
    () => toast('error', t('errors.save')),
  );
  const title = t('group.editTitle');
  const gate = editGate(title, user?.schoolGroupId ? null : t('group.none'), group, !!f, t('school.readOnly'));
  if (gate || !f || !group.data) return gate;
  const submit = () => {
    if (!updateSchoolGroupSchema.safeParse(f).success) {
      toast('error', t('errors.requiredFields'));
      return;
    }
    save.mutate();
  };
  return (
    <EditForm
      kind="group"
      title={title}
      onSubmit={submit}
      logo={{ ownerId: group.data.id, name: f.name, value: f.picture, onChange: (v) => set('picture', v) }}
      levels={[f.educationalLevelIds, (v) => set('educationalLevelIds', v)]}
      back="/profile/school-group"
      saving={save.isPending}
    >
      <Field id="group-name" label={t('group.name')}>
        <Input id="group-name" required value={f.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
    </EditForm>
  );
}
