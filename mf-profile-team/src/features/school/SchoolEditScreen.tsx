import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STUDENT_BANDS, STUDENT_BAND_KEYS, updateSchoolSchema } from '@platform/contracts';
import { Button, ErrorState, HStack, Input, LoadingState, Text, chakra } from '@platform/ui';
import { useRevealFirstInvalid } from '@platform/ui/plain';
import { useUserInfo } from '@platform/session';
import * as schoolApi from '@platform/api-client/school';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { codeOf } from '../../lib/account';
import { Page, Section, FieldSelect } from '../../components/layout';
import { CheckGroup, Field, fieldAria } from '@platform/ui/forms';
import { useSchool } from './queries';
import { LogoPicker } from './LogoPicker';

/** /profile/school/edit: §5 save rules (name, address, network name; email), unique centre key (SchoolExists), §8 toasts. */
export function SchoolEditScreen() {
  const { t, locale } = useRemoteT();
  const user = useUserInfo();
  const qc = useQueryClient();
  const school = useSchool(user?.schoolId ?? null);
  const levels = useQuery({ queryKey: ['profile', 'levels', locale], queryFn: referenceApi.educationalLevels });
  const [f, setF] = useState<{
    name: string;
    address: string;
    networkName: string;
    email: string;
    centreKey: string;
    studentsBand: string;
    educationalLevelIds: number[];
    avatar: string | null;
  } | null>(null);
  const [keyTaken, setKeyTaken] = useState(false);
  // errors show at their fields from the first refused save on, all of them at once
  const [submitted, setSubmitted] = useState(false);
  const form = useRevealFirstInvalid();
  useEffect(() => {
    const s = school.data;
    if (s && !f)
      setF({
        name: s.name,
        address: s.address ?? '',
        networkName: s.networkName ?? '',
        email: s.email ?? '',
        centreKey: s.centreKey ?? '',
        studentsBand: s.studentsBand ? String(s.studentsBand) : '',
        educationalLevelIds: s.educationalLevels.map((l) => l.id),
        avatar: s.avatar,
      });
  }, [school.data, f]);
  // uniqueness check (§5): empty is valid; otherwise asked after a pause
  useEffect(() => {
    if (!f?.centreKey.trim() || !user?.schoolId) {
      setKeyTaken(false);
      return undefined;
    }
    const h = setTimeout(() => {
      schoolApi.exists(f.centreKey.trim(), user.schoolId!).then(setKeyTaken, () => setKeyTaken(false));
    }, 500);
    return () => clearTimeout(h);
  }, [f?.centreKey, user?.schoolId]);
  const save = useMutation({
    mutationFn: () =>
      schoolApi.update(user!.schoolId!, {
        ...f!,
        studentsBand: f!.studentsBand ? (Number(f!.studentsBand) as 1) : null,
        locale,
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['profile', 'school'] });
      toast('success', t('school.saved'));
      goTo('/profile/school');
    },
    onError: (e) => toast('error', codeOf(e) === 'CENTRE_KEY_TAKEN' ? t('errors.centreKey') : t('errors.save')),
  });
  if (!user?.schoolId)
    return (
      <Page title={t('school.editTitle')}>
        <Text>{t('school.none')}</Text>
      </Page>
    );
  if (school.isError)
    return (
      <Page title={t('school.editTitle')}>
        <ErrorState />
      </Page>
    );
  if (!f || !school.data)
    return (
      <Page title={t('school.editTitle')}>
        <LoadingState />
      </Page>
    );
  if (!school.data.canEdit)
    return (
      <Page title={t('school.editTitle')}>
        <Text role="alert">{t('school.readOnly')}</Text>
      </Page>
    );
  const set = (k: keyof typeof f, v: unknown) => setF((x) => ({ ...x!, [k]: v }));
  const parsed = updateSchoolSchema.safeParse({ ...f, studentsBand: f.studentsBand ? Number(f.studentsBand) : null });
  const bad = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  const fieldError = (k: 'name' | 'address' | 'networkName' | 'email' | 'centreKey'): string | null => {
    if (k === 'centreKey' && keyTaken) return t('errors.centreKey');
    if (!submitted || !bad.has(k)) return null;
    return k === 'email' ? t('errors.email', { email: 'centro@ejemplo.es' }) : t('errors.requiredField');
  };
  const submit = () => {
    setSubmitted(true);
    if (!parsed.success || keyTaken) {
      // one message for the form (spec §5), each field says what is wrong, the first one gets the focus
      toast('error', t('errors.reviewFields'));
      form.reveal();
      return;
    }
    save.mutate();
  };
  const field = (k: 'name' | 'address' | 'networkName' | 'email', id: string, label: string, type?: string) => (
    <Field id={id} label={label} error={fieldError(k)}>
      <Input
        {...fieldAria(id, fieldError(k))}
        type={type}
        required={k !== 'email'}
        value={f[k]}
        onChange={(e) => set(k, e.target.value)}
      />
    </Field>
  );
  return (
    <Page title={t('school.editTitle')}>
      <chakra.form
        ref={form.ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        display="flex"
        flexDirection="column"
        gap="4"
        aria-label={t('school.editTitle')}
      >
        <Section title={t('school.data')} labelledBy="school-edit">
          <LogoPicker
            area="Schools"
            ownerId={school.data.id}
            value={f.avatar}
            onChange={(v) => set('avatar', v)}
            name={f.name}
          />
          <chakra.div
            display="grid"
            gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
            gap="4"
          >
            {field('name', 'school-name', t('school.name'))}
            {field('networkName', 'school-network', t('school.network'))}
            {field('address', 'school-address', t('school.address'))}
            {field('email', 'school-email', t('school.email'), 'email')}
            <Field id="school-key" label={t('school.centreKey')} error={fieldError('centreKey')}>
              <Input
                {...fieldAria('school-key', fieldError('centreKey'))}
                value={f.centreKey}
                onChange={(e) => set('centreKey', e.target.value)}
              />
            </Field>
            <Field id="school-students" label={t('school.students')}>
              <FieldSelect
                id="school-students"
                value={f.studentsBand}
                onChange={(e) => set('studentsBand', e.target.value)}
              >
                <option value="">{t('form.choose')}</option>
                {STUDENT_BANDS.map((b) => (
                  <option key={b} value={b}>
                    {t(`bands.${STUDENT_BAND_KEYS[b]}`)}
                  </option>
                ))}
              </FieldSelect>
            </Field>
          </chakra.div>
          <CheckGroup
            legend={t('fields.levels')}
            name="school-levels"
            items={levels.data ?? []}
            value={f.educationalLevelIds}
            onChange={(v) => set('educationalLevelIds', v)}
          />
        </Section>
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={() => goTo('/profile/school')}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </HStack>
      </chakra.form>
    </Page>
  );
}
