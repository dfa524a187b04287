import { useEffect, useState } from 'react';
import { STUDENT_BANDS, STUDENT_BAND_KEYS, updateSchoolSchema, type StudentBand } from '@platform/contracts';
import { useZodForm } from '@platform/ui/forms';
import { useRevealFirstInvalid } from '@platform/ui/plain';
import { useUserInfo } from '@platform/session';
import * as schoolApi from '@platform/api-client/school';
import { useRemoteT, toast } from '@platform/remote-kit';
import { codeOf } from '../../lib/account';
import { FormGrid } from '../../components/layout';
import { SelectField, TextField } from '../../components/fields';
import { useSchool } from './queries';
import { EditForm, editGate, useTakeOnce, useSaveAndReturn } from './editing';

/** /profile/school/edit: §5 save rules (name, address, network name; email), unique centre key (SchoolExists), §8 toasts. */
export function SchoolEditScreen() {
  const { t, locale } = useRemoteT();
  const user = useUserInfo();
  const school = useSchool(user?.schoolId ?? null);
  // the contract's rules; errors show at their fields from the first refused save on, then as the user types
  const { watch, setValue, reset, getValues, handleSubmit, formState } = useZodForm(updateSchoolSchema);
  const ready = useTakeOnce(school.data, (s) =>
    reset({
      name: s.name,
      address: s.address ?? '',
      networkName: s.networkName ?? '',
      email: s.email ?? '',
      centreKey: s.centreKey ?? '',
      studentsBand: s.studentsBand || null,
      educationalLevelIds: s.educationalLevels.map((l) => l.id),
      avatar: s.avatar,
    }),
  );
  const f = watch();
  const typed = { shouldValidate: formState.isSubmitted };
  const [keyTaken, setKeyTaken] = useState(false);
  const reveal = useRevealFirstInvalid();
  // uniqueness check (§5): empty is valid; otherwise asked after a pause
  useEffect(() => {
    if (!f.centreKey?.trim() || !user?.schoolId) {
      setKeyTaken(false);
      return undefined;
    }
    const h = setTimeout(() => {
      schoolApi.exists(f.centreKey!.trim(), user.schoolId!).then(setKeyTaken, () => setKeyTaken(false));
    }, 500);
    return () => clearTimeout(h);
  }, [f.centreKey, user?.schoolId]);
  const save = useSaveAndReturn(
    'school',
    () => schoolApi.update(user!.schoolId!, { ...getValues(), locale }),
    '/profile/school',
    (e) => toast('error', codeOf(e) === 'CENTRE_KEY_TAKEN' ? t('errors.centreKey') : t('errors.save')),
  );
  const title = t('school.editTitle');
  const gate = editGate(title, user?.schoolId ? null : t('school.none'), school, ready, t('school.readOnly'));
  if (gate || !ready || !school.data) return gate;
  const fieldError = (k: 'name' | 'address' | 'networkName' | 'email' | 'centreKey'): string | null => {
    if (k === 'centreKey' && keyTaken) return t('errors.centreKey');
    if (!formState.errors[k]) return null;
    return k === 'email' ? t('errors.email', { email: 'centro@ejemplo.es' }) : t('errors.requiredField');
  };
  // one message for the form (spec §5), each field says what is wrong, the first one gets the focus
  const refuse = () => {
    toast('error', t('errors.reviewFields'));
    reveal.reveal();
  };
  const submit = handleSubmit(() => (keyTaken ? refuse() : save.mutate()), refuse);
  const field = (k: 'name' | 'address' | 'networkName' | 'email', id: string, label: string, type?: string) => (
    <TextField
      id={id}
      label={label}
      error={fieldError(k)}
      type={type}
      required={k !== 'email'}
      value={f[k] ?? ''}
      onChange={(v) => setValue(k, v, typed)}
    />
  );
  return (
    <EditForm
      kind="school"
      title={title}
      onSubmit={() => void submit()}
      formRef={reveal.ref}
      logo={{ ownerId: school.data.id, name: f.name, value: f.avatar ?? null, onChange: (v) => setValue('avatar', v) }}
      levels={[f.educationalLevelIds ?? [], (v) => setValue('educationalLevelIds', v)]}
      back="/profile/school"
      saving={save.isPending}
    >
      <FormGrid>
        {field('name', 'school-name', t('school.name'))}
        {field('networkName', 'school-network', t('school.network'))}
        {field('address', 'school-address', t('school.address'))}
        {field('email', 'school-email', t('school.email'), 'email')}
        <TextField
          id="school-key"
          label={t('school.centreKey')}
          error={fieldError('centreKey')}
          value={f.centreKey ?? ''}
          onChange={(v) => setValue('centreKey', v, typed)}
        />
        <SelectField
          id="school-students"
          label={t('school.students')}
          value={f.studentsBand ? String(f.studentsBand) : ''}
          onChange={(v) => setValue('studentsBand', v ? (Number(v) as StudentBand) : null, typed)}
        >
          <option value="">{t('form.choose')}</option>
          {STUDENT_BANDS.map((b) => (
            <option key={b} value={b}>
              {t(`bands.${STUDENT_BAND_KEYS[b]}`)}
            </option>
          ))}
        </SelectField>
      </FormGrid>
    </EditForm>
  );
}
