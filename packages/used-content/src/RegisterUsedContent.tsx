/**
 * "Register use of content" in two steps (krea §2/§3, platform §4):
 *   1. where and when: the content (when the flow starts without one), the school (admins: any school of their group),
 *      the academic course, the month and year (not in the future), the experience text (optional, ≤ 1000 chars);
 *   2. which classes: toggle a class, a resource or all the content (a resource is complete when all its classes are
 *      used, the program when every class of every resource is), then register.
 * Every field is validated before sending, with the messages in the user's language; the server checks again.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, LoadingState, Modal, Stack, Text, Textarea, chakra } from '@platform/ui';
import { bus } from '@platform/event-bus';
import { isAdmin, useUserInfo } from '@platform/session';
import type { UsedContentRecordDto } from '@platform/contracts';
import { EXPERIENCE_MAX, USED_CONTENT_YEARS_BACK } from '@platform/contracts/metrics-data';
import { useUsedContentT } from './i18n';
import { usedContentApi, type UsedContentApi } from './api';
import {
  anySelected,
  monthChoices,
  programComplete,
  resourceComplete,
  toPayload,
  toggleAll,
  toggleClass,
  toggleResource,
  type Selection,
} from './rules';

export interface RegisterUsedContentProps {
  open: boolean;
  onClose: () => void;
  /** the calls (default: @platform/api-client's groups) */
  api?: UsedContentApi;
  /** the program whose use is registered; without it step 1 asks for the content */
  programId?: number;
  /** after a record was stored (the caller refreshes its lists) */
  onSaved?: (record: UsedContentRecordDto) => void;
}

function Toggle({
  checked,
  onChange,
  label,
  strong,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  strong?: boolean;
}) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2"
      cursor="pointer"
      fontWeight={strong ? 'semibold' : 'normal'}
      py="1"
    >
      <chakra.input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={onChange}
        w="4"
        h="4"
        accentColor="brand.600"
      />
      {label}
    </chakra.label>
  );
}

const selectCss = { borderWidth: '1px', rounded: 'md', p: '2', bg: 'bg', w: '100%' } as const;

/** A select of the form; with `error` (null when valid) it is marked invalid and described by its message. */
function FieldSelect({
  id,
  value,
  onChange,
  disabled,
  error,
  children,
}: {
  id: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <chakra.select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error === undefined ? undefined : !!error}
      aria-describedby={error ? `${id}-err` : undefined}
      {...selectCss}
    >
      {children}
    </chakra.select>
  );
}

/** A field of the form: its label, its controls and, with `error`, the message. */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {label}
      </chakra.label>
      {children}
      {error !== undefined && <FieldError id={`${id}-err`} message={error} />}
    </Stack>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <Text id={id} color="danger" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

export function RegisterUsedContent({
  open,
  onClose,
  api = usedContentApi,
  programId,
  onSaved,
}: RegisterUsedContentProps) {
  const { t, locale } = useUsedContentT();
  const user = useUserInfo();
  const admin = isAdmin(user);
  const qc = useQueryClient();
  const uid = useId();
  const now = useMemo(() => new Date(), [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const [step, setStep] = useState<1 | 2>(1);
  const [contentId, setContentId] = useState<number | null>(programId ?? null);
  const [search, setSearch] = useState('');
  const [schoolId, setSchoolId] = useState<number | null>(user?.schoolId ?? null);
  const [courseId, setCourseId] = useState('');
  const [when, setWhen] = useState(`${now.getFullYear()}-${now.getMonth() + 1}`);
  const [experience, setExperience] = useState('');
  const [sel, setSel] = useState<Selection>({});
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setStep(1);
    setSel({});
    setCourseId('');
    setExperience('');
    setTried(false);
    setSearch('');
    setContentId(programId ?? null);
    setSchoolId(user?.schoolId ?? null);
    setWhen(`${now.getFullYear()}-${now.getMonth() + 1}`);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const programs = useQuery({
    queryKey: ['usedContent', 'programs', search, locale],
    queryFn: () => api.programs(search),
    enabled: open && programId === undefined,
  });
  const schools = useQuery({
    queryKey: ['usedContent', 'schools', locale],
    queryFn: () => api.schools(),
    enabled: open && admin,
  });
  const courses = useQuery({
    queryKey: ['usedContent', 'courses', schoolId, locale],
    queryFn: () => api.courses(schoolId),
    enabled: open,
    retry: false,
  });
  const plans = useQuery({
    queryKey: ['usedContent', 'classPlans', contentId, locale],
    queryFn: () => api.classPlans(contentId as number),
    enabled: open && contentId !== null && step === 2,
  });
  const rs = plans.data?.resources ?? [];

  const schoolChoices =
    admin && schools.data?.schools.length
      ? schools.data.schools
      : user?.schoolId
        ? [{ id: user.schoolId, name: user.schoolName ?? '' }]
        : [];
  const months = useMemo(() => monthChoices(now, USED_CONTENT_YEARS_BACK), [now]);
  const monthName = (m: number) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2024, m - 1, 1));

  const trimmed = experience.trim();
  const errors = {
    content: contentId === null ? t('errors.contentRequired') : null,
    school: schoolChoices.length > 0 && schoolId === null ? t('errors.schoolRequired') : null,
    when: when ? null : t('errors.whenRequired'),
    experience:
      trimmed.length > EXPERIENCE_MAX
        ? t('errors.experienceTooLong', { max: EXPERIENCE_MAX })
        : trimmed.includes('\u0000')
          ? t('errors.invalidCharacters')
          : null,
  };
  const classesError = tried && step === 2 && !anySelected(sel) ? t('errors.classesRequired') : null;
  const show = (m: string | null) => (tried ? m : null);

  const save = useMutation({
    mutationFn: () => {
      const [y, m] = when.split('-').map(Number);
      const course = courses.data?.find((c) => String(c.id) === courseId);
      return api.register(
        toPayload(contentId as number, rs, sel, {
          schoolId: schoolId ?? undefined,
          course,
          month: m,
          year: y,
          experience: trimmed,
        }),
      );
    },
    onSuccess: (record) => {
      bus.emit('platform.toast.show.v1', { status: 'success', message: t('saved') });
      void qc.invalidateQueries({ queryKey: ['usedContent'] });
      onSaved?.(record);
      onClose();
    },
    onError: () => bus.emit('platform.toast.show.v1', { status: 'error', message: t('error') }),
  });

  const next = () => {
    setTried(true);
    if (errors.content || errors.school || errors.when || errors.experience) return;
    setTried(false);
    setStep(2);
  };
  const submit = () => {
    setTried(true);
    if (!anySelected(sel)) return;
    save.mutate();
  };

  const ids = {
    content: `${uid}-content`,
    school: `${uid}-school`,
    course: `${uid}-course`,
    when: `${uid}-when`,
    exp: `${uid}-exp`,
  };
  const describedBy = (id: string, err: string | null) => (err ? `${id}-err` : undefined);

  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="lg" data-testid="used-content-modal">
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('step', { step, total: 2 })} · {step === 1 ? t('stepDetails') : t('stepClasses')}
      </Text>
      {step === 1 ? (
        <chakra.form
          noValidate
          display="flex"
          flexDirection="column"
          gap="4"
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          {programId === undefined && (
            <Labelled id={ids.content} label={t('content')} error={show(errors.content)}>
              <chakra.input
                type="search"
                aria-label={t('contentSearch')}
                placeholder={t('contentSearch')}
                value={search}
                onChange={(e) => setSearch(e.target.value.slice(0, 200))}
                {...selectCss}
              />
              <FieldSelect
                id={ids.content}
                value={contentId ?? ''}
                onChange={(v) => setContentId(v ? Number(v) : null)}
                error={show(errors.content)}
              >
                <option value="">{t('contentPlaceholder')}</option>
                {(programs.data?.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </FieldSelect>
              {programs.isError && (
                <Text color="danger" fontSize="sm" role="alert">
                  {t('loadError')}
                </Text>
              )}
            </Labelled>
          )}
          <Labelled id={ids.school} label={t('school')} error={show(errors.school)}>
            <FieldSelect
              id={ids.school}
              value={schoolId ?? ''}
              disabled={schoolChoices.length <= 1}
              onChange={(v) => {
                setSchoolId(v ? Number(v) : null);
                setCourseId('');
              }}
              error={show(errors.school)}
            >
              {schoolChoices.length !== 1 && <option value="">—</option>}
              {schoolChoices.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </FieldSelect>
          </Labelled>
          <Labelled id={ids.course} label={t('course')}>
            <FieldSelect id={ids.course} value={courseId} onChange={setCourseId}>
              <option value="">{t('noCourse')}</option>
              {(courses.data ?? [])
                .filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </FieldSelect>
          </Labelled>
          <Labelled id={ids.when} label={t('when')} error={show(errors.when)}>
            <FieldSelect id={ids.when} value={when} onChange={setWhen} error={show(errors.when)}>
              {months.map((m) => (
                <option
                  key={`${m.year}-${m.month}`}
                  value={`${m.year}-${m.month}`}
                >{`${monthName(m.month)} ${m.year}`}</option>
              ))}
            </FieldSelect>
          </Labelled>
          <Stack gap="1">
            <chakra.label htmlFor={ids.exp} fontWeight="semibold">
              {t('experience')}
            </chakra.label>
            <Textarea
              id={ids.exp}
              value={experience}
              rows={4}
              placeholder={t('experienceHint')}
              onChange={(e) => setExperience(e.target.value)}
              aria-invalid={!!show(errors.experience)}
              aria-describedby={[`${ids.exp}-count`, describedBy(ids.exp, show(errors.experience))]
                .filter(Boolean)
                .join(' ')}
            />
            <Text id={`${ids.exp}-count`} fontSize="xs" color={trimmed.length > EXPERIENCE_MAX ? 'danger' : 'fg.muted'}>
              {t('chars', { count: trimmed.length, max: EXPERIENCE_MAX })}
            </Text>
            <FieldError id={`${ids.exp}-err`} message={show(errors.experience)} />
          </Stack>
          <HStack justify="end" gap="2">
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" colorPalette="brand">
              {t('next')}
            </Button>
          </HStack>
        </chakra.form>
      ) : plans.isPending ? (
        <LoadingState />
      ) : plans.isError ? (
        <Stack gap="3" role="alert">
          <Text color="danger">{t('loadError')}</Text>
          <HStack>
            <Button variant="outline" onClick={() => void plans.refetch()}>
              {t('retry')}
            </Button>
            <Button variant="ghost" onClick={() => setStep(1)}>
              {t('back')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="3">
          {rs.length === 0 ? (
            <Text>{t('noClasses')}</Text>
          ) : (
            <Toggle
              strong
              checked={programComplete(rs, sel)}
              onChange={() => setSel((s) => toggleAll(s, rs))}
              label={t('all')}
            />
          )}
          {rs.map((r) => (
            <Box key={r.resourceId} as="fieldset" borderWidth="1px" rounded="md" p="3">
              <chakra.legend srOnly>{r.title}</chakra.legend>
              <Toggle
                strong
                checked={resourceComplete({ resourceId: r.resourceId, classPlans: r.classPlans }, sel)}
                onChange={() => setSel((s) => toggleResource(s, r))}
                label={`${r.order}. ${r.title}`}
              />
              <Stack pl="6" mt="1" gap="0">
                {r.classPlans.map((c) => (
                  <Toggle
                    key={c.id}
                    checked={!!sel[r.resourceId]?.has(c.id)}
                    onChange={() => setSel((s) => toggleClass(s, r.resourceId, c.id))}
                    label={t('classN', { n: c.classNumber, name: c.name })}
                  />
                ))}
              </Stack>
            </Box>
          ))}
          <Text data-testid="uc-summary" aria-live="polite">
            {anySelected(sel)
              ? programComplete(rs, sel)
                ? t('programComplete')
                : t('partial', {
                    resources: rs.filter((r) => (sel[r.resourceId]?.size ?? 0) > 0).length,
                    total: rs.length,
                  })
              : ''}
          </Text>
          <FieldError id={`${uid}-classes-err`} message={classesError} />
          <HStack justify="space-between">
            <Button
              variant="ghost"
              onClick={() => {
                setTried(false);
                setStep(1);
              }}
            >
              {t('back')}
            </Button>
            <Button colorPalette="brand" loading={save.isPending} onClick={submit}>
              {t('save')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Modal>
  );
}
