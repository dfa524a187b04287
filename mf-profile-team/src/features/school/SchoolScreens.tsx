import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STUDENT_BANDS,
  STUDENT_BAND_KEYS,
  updateSchoolGroupSchema,
  updateSchoolSchema,
  type SchoolDto,
  type SchoolGroupDto,
} from '@platform/contracts';
import { Button, ErrorState, HStack, Input, LoadingState, Stack, Text, chakra } from '@platform/ui';
import { useRevealFirstInvalid } from '@platform/ui/plain';
import { Link } from '@platform/router';
import { useUserInfo } from '@platform/session';
import * as schoolApi from '@platform/api-client/school';
import * as groupApi from '@platform/api-client/school-group';
import * as referenceApi from '@platform/api-client/reference';
import { useT } from '../../lib/i18n';
import { codeOf, goTo, toast } from '../../lib/platform';
import { photoOk, readAsDataUrl, uploadProfileImage } from '../../lib/files';
import { Avatar, CheckGroup, Facts, Field, Page, Section, Select, fieldAria } from '../../components/Field';
import { MySchoolsSection } from './MySchools';

const keys = {
  school: (id: number, l: string) => ['profile', 'school', id, l] as const,
  group: (id: number, l: string) => ['profile', 'group', id, l] as const,
};

function useSchool(id: number | null) {
  const { locale } = useT();
  return useQuery({
    queryKey: keys.school(id ?? 0, locale),
    queryFn: () => schoolApi.byId(id!),
    enabled: !!id,
    staleTime: 0,
  });
}
function useGroup(id: number | null) {
  const { locale } = useT();
  return useQuery({
    queryKey: keys.group(id ?? 0, locale),
    queryFn: () => groupApi.byId(id!),
    enabled: !!id,
    staleTime: 0,
  });
}

/** /profile/school: my school (teachers read only; its managers and the group's admins edit it and run its team). */
export function SchoolScreen() {
  const { t } = useT();
  const user = useUserInfo();
  const school = useSchool(user?.schoolId ?? null);
  if (!user?.schoolId)
    return (
      <Page title={t('school.title')}>
        <Text>{t('school.none')}</Text>
        <MySchoolsSection />
      </Page>
    );
  if (school.isPending)
    return (
      <Page title={t('school.title')}>
        <LoadingState />
      </Page>
    );
  if (school.isError)
    return (
      <Page title={t('school.title')}>
        <ErrorState />
      </Page>
    );
  return <SchoolView s={school.data} />;
}

function SchoolView({ s }: { s: SchoolDto }) {
  const { t } = useT();
  const none = (
    <Text as="span" color="fg.muted">
      {t('me.empty')}
    </Text>
  );
  return (
    <Page
      title={t('school.title')}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={`/profile/team/${s.id}`}>{t('school.team', { count: s.teamCount })}</Link>
          </Button>
          {s.canEdit && (
            <Button asChild colorPalette="brand">
              <Link to="/profile/school/edit">{t('school.edit')}</Link>
            </Button>
          )}
        </>
      }
    >
      <HStack gap="4" flexWrap="wrap">
        <Avatar src={s.avatar} name={s.name} size="80px" />
        <Text fontSize="xl" fontWeight="semibold" data-testid="school-name">
          {s.name}
        </Text>
      </HStack>
      <Section title={t('school.data')} labelledBy="school-data">
        <Facts
          rows={[
            [t('school.address'), s.address ?? none],
            [t('school.email'), s.email ?? none],
            [t('school.centreKey'), s.centreKey ?? none],
            [t('school.students'), s.studentsBand ? t(`bands.${STUDENT_BAND_KEYS[s.studentsBand]}`) : none],
            [t('fields.levels'), s.educationalLevels.length ? s.educationalLevels.map((l) => l.name).join(', ') : none],
            [t('school.network'), s.networkName ?? none],
            [t('school.managers'), s.managers.length ? s.managers.map((m) => m.name).join(', ') : none],
          ]}
        />
      </Section>
      <MySchoolsSection />
    </Page>
  );
}

/** Logo/picture picker: PNG/JPG ≤ 2 MB, uploaded to its area. */
function LogoPicker({
  area,
  ownerId,
  value,
  onChange,
  name,
}: {
  area: 'Schools' | 'SchoolGroup';
  ownerId: number;
  value: string | null;
  onChange: (v: string | null) => void;
  name: string;
}) {
  const { t } = useT();
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file?: File) => {
    if (!file) return;
    if (!photoOk(file)) {
      toast('error', t('errors.photo'));
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadProfileImage(area, ownerId, await readAsDataUrl(file)));
    } catch {
      toast('error', t('errors.photo'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="3" flexWrap="wrap">
      <Avatar src={value} name={name} size="64px" />
      <input
        ref={ref}
        type="file"
        hidden
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        aria-label={t('school.logo')}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" onClick={() => ref.current?.click()} loading={busy}>
        {t('school.logo')}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {t('photo.hint')}
      </Text>
    </HStack>
  );
}

/** /profile/school/edit: §5 save rules (name, address, network name; email), unique centre key (SchoolExists), §8 toasts. */
export function SchoolEditScreen() {
  const { t, locale } = useT();
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
              <Select id="school-students" value={f.studentsBand} onChange={(e) => set('studentsBand', e.target.value)}>
                <option value="">{t('form.choose')}</option>
                {STUDENT_BANDS.map((b) => (
                  <option key={b} value={b}>
                    {t(`bands.${STUDENT_BAND_KEYS[b]}`)}
                  </option>
                ))}
              </Select>
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

/** /profile/school-group: my school group and its schools (admins edit it and run each school's team). */
export function SchoolGroupScreen() {
  const { t } = useT();
  const user = useUserInfo();
  const group = useGroup(user?.schoolGroupId ?? null);
  const courses = useQuery({
    queryKey: ['profile', 'group-courses', user?.schoolGroupId ?? 0],
    queryFn: () => groupApi.schoolsWithCourses(user!.schoolGroupId!),
    enabled: !!user?.schoolGroupId,
  });
  if (!user?.schoolGroupId)
    return (
      <Page title={t('group.title')}>
        <Text>{t('group.none')}</Text>
      </Page>
    );
  if (group.isPending)
    return (
      <Page title={t('group.title')}>
        <LoadingState />
      </Page>
    );
  if (group.isError)
    return (
      <Page title={t('group.title')}>
        <ErrorState />
      </Page>
    );
  const g = group.data;
  return (
    <Page
      title={t('group.title')}
      actions={
        g.canEdit ? (
          <Button asChild colorPalette="brand">
            <Link to="/profile/school-group/edit">{t('group.edit')}</Link>
          </Button>
        ) : undefined
      }
    >
      <HStack gap="4" flexWrap="wrap">
        <Avatar src={g.picture} name={g.name} size="80px" />
        <Text fontSize="xl" fontWeight="semibold" data-testid="group-name">
          {g.name}
        </Text>
      </HStack>
      <Section title={t('group.data')} labelledBy="group-data">
        <Facts rows={[[t('fields.levels'), g.educationalLevels.map((l) => l.name).join(', ') || t('me.empty')]]} />
      </Section>
      <Section title={t('group.schools')} labelledBy="group-schools">
        <chakra.ul display="flex" flexDirection="column" gap="2">
          {g.schools.map((s) => (
            <chakra.li
              key={s.id}
              display="flex"
              gap="3"
              alignItems="center"
              flexWrap="wrap"
              justifyContent="space-between"
              borderBottomWidth="1px"
              pb="2"
            >
              <HStack gap="3">
                <Avatar src={s.avatar} name={s.name} size="40px" />
                <Stack gap="0">
                  <Text fontWeight="medium">{s.name}</Text>
                  {courses.data && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('group.courses', { count: courses.data.find((c) => c.id === s.id)?.courses.length ?? 0 })}
                    </Text>
                  )}
                </Stack>
              </HStack>
              <Button asChild size="sm" variant="outline">
                <Link to={`/profile/team/${s.id}`} aria-label={t('group.teamOf', { name: s.name })}>
                  {t('group.teamLink')}
                </Link>
              </Button>
            </chakra.li>
          ))}
        </chakra.ul>
      </Section>
    </Page>
  );
}

/** /profile/school-group/edit: group name required (§5), picture, levels. */
export function SchoolGroupEditScreen() {
  const { t, locale } = useT();
  const user = useUserInfo();
  const qc = useQueryClient();
  const group = useGroup(user?.schoolGroupId ?? null);
  const levels = useQuery({ queryKey: ['profile', 'levels', locale], queryFn: referenceApi.educationalLevels });
  const [f, setF] = useState<(Pick<SchoolGroupDto, 'name' | 'picture'> & { educationalLevelIds: number[] }) | null>(
    null,
  );
  useEffect(() => {
    if (group.data && !f)
      setF({
        name: group.data.name,
        picture: group.data.picture,
        educationalLevelIds: group.data.educationalLevels.map((l) => l.id),
      });
  }, [group.data, f]);
  const save = useMutation({
    mutationFn: () => groupApi.update(user!.schoolGroupId!, { ...f!, locale }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['profile', 'group'] });
      toast('success', t('group.saved'));
      goTo('/profile/school-group');
    },
    onError: () => toast('error', t('errors.save')),
  });
  if (!user?.schoolGroupId)
    return (
      <Page title={t('group.editTitle')}>
        <Text>{t('group.none')}</Text>
      </Page>
    );
  if (group.isError)
    return (
      <Page title={t('group.editTitle')}>
        <ErrorState />
      </Page>
    );
  if (!f || !group.data)
    return (
      <Page title={t('group.editTitle')}>
        <LoadingState />
      </Page>
    );
  if (!group.data.canEdit)
    return (
      <Page title={t('group.editTitle')}>
        <Text role="alert">{t('school.readOnly')}</Text>
      </Page>
    );
  const submit = () => {
    if (!updateSchoolGroupSchema.safeParse(f).success) {
      toast('error', t('errors.requiredFields'));
      return;
    }
    save.mutate();
  };
  return (
    <Page title={t('group.editTitle')}>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        display="flex"
        flexDirection="column"
        gap="4"
        aria-label={t('group.editTitle')}
      >
        <Section title={t('group.data')} labelledBy="group-edit">
          <LogoPicker
            area="SchoolGroup"
            ownerId={group.data.id}
            value={f.picture}
            onChange={(v) => setF((x) => ({ ...x!, picture: v }))}
            name={f.name}
          />
          <Field id="group-name" label={t('group.name')}>
            <Input
              id="group-name"
              required
              value={f.name}
              onChange={(e) => setF((x) => ({ ...x!, name: e.target.value }))}
            />
          </Field>
          <CheckGroup
            legend={t('fields.levels')}
            name="group-levels"
            items={levels.data ?? []}
            value={f.educationalLevelIds}
            onChange={(v) => setF((x) => ({ ...x!, educationalLevelIds: v }))}
          />
        </Section>
        <Stack>
          <HStack justify="end" gap="2">
            <Button variant="ghost" onClick={() => goTo('/profile/school-group')}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Page>
  );
}
