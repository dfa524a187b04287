import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BIO_MAX_LENGTH,
  editProfileSchema,
  type AuthorProfileDto,
  type EditProfileRequest,
  type UserProfileDto,
} from '@platform/contracts';
import { Button, HStack, Input, Stack, Text, Textarea, chakra } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { codeOf, refreshUserInfo, statusOf } from '../../lib/account';
import { photoOk, readAsDataUrl, uploadProfileImage } from '../../lib/files';
import { Avatar, ColumnForm, FormActions, FormGrid, Page, pageStatus, Section } from '../../components/layout';
import { CheckGroup, Field, fieldAria, useZodForm } from '@platform/ui/forms';
import { PhotoCropModal } from './PhotoCropModal';
import { profileKeys, useMyProfile } from './MyProfileScreen';
import { useUnsavedWarning } from './useUnsavedWarning';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LevelsField, SelectField, TextField, type TextInputProps } from '../../components/fields';

/** The request's fields, every one there; `currentPassword` is asked (and sent) only when the email changes (ADR 0048). */
type Form = Required<Omit<EditProfileRequest, 'locale'>> & {
  name: string;
  surname: string;
  email: string;
  cellPhoneNumber: string;
  phoneCountry: string;
  bio: string;
  currentPassword: string;
};
/** The fields whose errors show, each with its own text (i18n key); `server`: the save's refusal, already translated. */
type ErrorKey = 'name' | 'email' | 'currentPassword' | 'cellPhoneNumber' | 'bio';
const toForm = (p: UserProfileDto, phoneCountry: string | null): Form => {
  const u = p.userProfile.userVO;
  return {
    name: u.name ?? '',
    surname: u.surname ?? '',
    email: u.email,
    cellPhoneNumber: u.cellPhoneNumber ?? '',
    phoneCountry: phoneCountry ?? 'ES',
    positionId: u.position ? u.position.id : null,
    bio: u.bio ?? '',
    educationalLevelIds: u.educationalLevels.map((l) => l.id),
    subjectIds: u.subjects.map((s) => s.id),
    avatar: u.avatar,
    currentPassword: '',
  };
};

/** /profile/my-profile/edit: an edit copy of the profile with a modified flag; saving refreshes the profile and the avatar menu. */
export function MyProfileEditScreen() {
  const { t } = useRemoteT();
  const { profile, extras } = useMyProfile();
  // the spinner while either is loading, then the error if either failed
  if (profile.isPending || extras.isPending || profile.isError || extras.isError)
    return pageStatus(t('me.editTitle'), !profile.isPending && !extras.isPending);
  return (
    <EditForm
      initial={toForm(profile.data, extras.data.phoneCountry)}
      userId={profile.data.userProfile.userVO.userId}
      isAuthor={extras.data.isAuthor}
      pendingEmail={extras.data.pendingEmail}
    />
  );
}

function EditForm({
  initial,
  userId,
  isAuthor,
  pendingEmail,
}: {
  initial: Form;
  userId: number;
  isAuthor: boolean;
  pendingEmail: string | null;
}) {
  const { t, locale } = useRemoteT();
  const qc = useQueryClient();
  const sameEmail = (email: string | undefined) =>
    (email ?? '').trim().toLowerCase() === initial.email.trim().toLowerCase();
  // the contract's rules, and the current password when the email changes; errors show from a submit on, typing in a
  // field clears its own
  const schema = useMemo(
    () =>
      editProfileSchema.refine((v) => sameEmail(v.email) || !!v.currentPassword, {
        path: ['currentPassword'],
        message: 'currentPasswordRequired',
        when: () => true,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [initial.email],
  );
  const { watch, setValue, getValues, handleSubmit, setError, clearErrors, formState } = useZodForm(schema, {
    defaultValues: initial,
  });
  const form = watch() as Form;
  const [modified, setModified] = useState(false);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { pending, setPending } = useUnsavedWarning(modified);
  const subjects = useQuery({ queryKey: ['profile', 'subjects', locale], queryFn: referenceApi.subjects });
  const positions = useQuery({ queryKey: ['profile', 'positions', locale], queryFn: accountApi.positionsForUser });
  const countries = useQuery({ queryKey: [...profileKeys.countries, locale], queryFn: referenceApi.countries });
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    setValue(k, v as never);
    setModified(true);
    clearErrors(k);
  };
  const messages: Record<ErrorKey, string> = {
    name: t('errors.required'),
    email: t('errors.email', { email: 'nombre@centro.es' }),
    currentPassword: t('errors.currentPasswordRequired'),
    cellPhoneNumber: t('errors.phone'),
    bio: t('errors.bio'),
  };
  const errorOf = (k: ErrorKey) => {
    const e = formState.errors[k];
    if (!e) return undefined;
    return e.type === 'server' ? e.message : messages[k];
  };
  const refuse = (k: ErrorKey, key: string) => setError(k, { type: 'server', message: t(key) });

  // a new email is only requested: it takes effect when the link mailed to it is confirmed (ADR 0048)
  const emailChanges = !sameEmail(form.email);
  const save = useMutation({
    mutationFn: (body: EditProfileRequest) => accountApi.editProfile(body),
    onSuccess: async (_p, body) => {
      setModified(false);
      await qc.invalidateQueries({ queryKey: ['profile'] });
      await refreshUserInfo().catch(() => undefined);
      if (body.currentPassword !== undefined)
        toast(
          'success',
          t('me.emailChangeSent', { pending: String(body.email).trim().toLowerCase(), current: initial.email }),
        );
      else toast('success', t('me.saved'));
      goTo('/profile/my-profile');
    },
    onError: (e) => {
      const code = codeOf(e);
      if (code === 'EMAIL_TAKEN') refuse('email', 'errors.emailTaken');
      else if (code === 'WRONG_PASSWORD') refuse('currentPassword', 'errors.wrongPassword');
      else if (code === 'NO_PASSWORD') refuse('currentPassword', 'errors.noPassword');
      else if (statusOf(e) === 429) refuse('currentPassword', 'errors.tooManyPasswords');
      else if (statusOf(e) === 400 && emailChanges && !getValues('currentPassword'))
        refuse('currentPassword', 'errors.currentPasswordRequired');
      else toast('error', t('errors.save'));
    },
  });
  const submit = handleSubmit(() => {
    const { currentPassword, ...v } = getValues();
    save.mutate({
      ...v,
      phoneCountry: v.phoneCountry || null,
      ...(emailChanges ? { currentPassword } : {}),
      locale,
    });
  });
  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!photoOk(file)) {
      toast('error', t('errors.photo'));
      return;
    }
    setCropSrc(await readAsDataUrl(file));
  };
  const cropped = async (dataUrl: string) => {
    setCropSrc(null);
    setUploading(true);
    try {
      set('avatar', await uploadProfileImage('Users', userId, dataUrl));
    } catch {
      toast('error', t('errors.photo'));
    } finally {
      setUploading(false);
    }
  };
  const prefix = countries.data?.find((c) => c.iso2 === form.phoneCountry)?.phonePrefix;
  const text = (
    k: 'name' | 'surname' | 'email' | 'currentPassword',
    id: string,
    label: string,
    input?: TextInputProps & { hint?: string },
  ) => (
    <TextField
      id={id}
      label={label}
      error={k === 'surname' ? undefined : errorOf(k)}
      value={form[k]}
      onChange={(v) => set(k, v)}
      {...input}
    />
  );

  return (
    <Page title={t('me.editTitle')}>
      <ColumnForm onSubmit={() => void submit()} label={t('me.editTitle')} gap="5">
        <Section title={t('photo.title')} labelledBy="edit-photo">
          <HStack gap="4" flexWrap="wrap">
            <Avatar src={form.avatar} name={`${form.name} ${form.surname}`.trim() || form.email} size="96px" />
            <Stack gap="2">
              <input
                ref={fileRef}
                type="file"
                accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                hidden
                aria-label={t('photo.choose')}
                data-testid="photo-input"
                onChange={(e) => {
                  void pickPhoto(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <HStack gap="2" flexWrap="wrap">
                <Button variant="outline" onClick={() => fileRef.current?.click()} loading={uploading}>
                  {t('photo.choose')}
                </Button>
                {form.avatar && (
                  <Button variant="ghost" onClick={() => set('avatar', null)}>
                    {t('photo.remove')}
                  </Button>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {t('photo.hint')}
              </Text>
            </Stack>
          </HStack>
        </Section>
        <Section title={t('me.personal')} labelledBy="edit-personal">
          <FormGrid>
            {text('name', 'name', t('fields.name'), { autoComplete: 'given-name' })}
            {text('surname', 'surname', t('fields.surname'), { autoComplete: 'family-name' })}
            {text('email', 'email', t('fields.email'), { type: 'email', autoComplete: 'email' })}
            {emailChanges
              ? text('currentPassword', 'current-password', t('fields.currentPassword'), {
                  hint: t('form.currentPasswordHint'),
                  type: 'password',
                  autoComplete: 'current-password',
                })
              : null}
            {pendingEmail && !emailChanges ? (
              <Text role="status" fontSize="sm" color="fg.muted" gridColumn={{ md: 'span 2' }}>
                {t('me.emailPending', { current: initial.email, pending: pendingEmail })}
              </Text>
            ) : null}
            <SelectField
              id="position"
              label={t('fields.position')}
              value={form.positionId ?? ''}
              onChange={(v) => set('positionId', v ? Number(v) : null)}
            >
              <option value="">{t('form.choose')}</option>
              {positions.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="phone-country"
              label={t('fields.phoneCountry')}
              value={form.phoneCountry}
              onChange={(v) => set('phoneCountry', v)}
            >
              {countries.data?.map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {c.name}
                  {c.phonePrefix ? ` (${c.phonePrefix})` : ''}
                </option>
              ))}
            </SelectField>
            <Field
              id="phone"
              label={t('fields.phone')}
              hint={prefix ? t('form.phoneHint', { prefix }) : undefined}
              error={errorOf('cellPhoneNumber')}
            >
              <Input
                {...fieldAria('phone', errorOf('cellPhoneNumber'))}
                inputMode="numeric"
                value={form.cellPhoneNumber}
                maxLength={15}
                onChange={(e) => set('cellPhoneNumber', e.target.value.replace(/\D/g, ''))}
                autoComplete="tel-national"
              />
            </Field>
          </FormGrid>
          <Field
            id="bio"
            label={t('fields.bio')}
            hint={t('form.bioHint', { count: BIO_MAX_LENGTH - form.bio.length })}
            error={errorOf('bio')}
          >
            <Textarea
              {...fieldAria('bio', errorOf('bio'), t('form.bioHint', { count: BIO_MAX_LENGTH - form.bio.length }))}
              value={form.bio}
              rows={4}
              onChange={(e) => set('bio', e.target.value)}
            />
          </Field>
          <LevelsField name="levels" value={form.educationalLevelIds} onChange={(v) => set('educationalLevelIds', v)} />
          <CheckGroup
            legend={t('fields.subjects')}
            name="subjects"
            items={subjects.data ?? []}
            value={form.subjectIds}
            onChange={(v) => set('subjectIds', v)}
          />
        </Section>
        <FormActions
          onCancel={() => (modified ? setPending('/profile/my-profile') : goTo('/profile/my-profile'))}
          saving={save.isPending}
          position="sticky"
          bottom="0"
          bg="bg"
          py="3"
        >
          {modified && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('form.modified')}
            </Text>
          )}
        </FormActions>
      </ColumnForm>
      {isAuthor && <AuthorForm />}
      <PhotoCropModal src={cropSrc} onCancel={() => setCropSrc(null)} onDone={(d) => void cropped(d)} />
      <ConfirmModal
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('form.leaveTitle')}
        testId="leave-modal"
        cancelLabel={t('form.stay')}
        confirmLabel={t('form.leave')}
        onConfirm={() => {
          const to = pending!;
          setModified(false);
          setPending(null);
          setTimeout(() => goTo(to), 0);
        }}
      >
        <Text>{t('form.leaveBody')}</Text>
      </ConfirmModal>
    </Page>
  );
}

/** The author card (PUT AccountApi/AuthorProfile): description, bio, website and social links. */
function AuthorForm() {
  const { t, locale } = useRemoteT();
  const qc = useQueryClient();
  const author = useQuery({ queryKey: [...profileKeys.author, locale], queryFn: accountApi.authorProfile });
  const [f, setF] = useState<Partial<AuthorProfileDto>>({});
  const [error, setError] = useState<string | null>(null);
  // the author card's bio follows the profile's bound (under 400 characters), counted as the profile's is
  const [bioError, setBioError] = useState<string | null>(null);
  const bioLeft = BIO_MAX_LENGTH - (f.bio ?? '').length;
  const bioRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (author.data) setF(author.data);
  }, [author.data]);
  const save = useMutation({
    mutationFn: () =>
      accountApi.editAuthorProfile({
        description: f.description ?? '',
        bio: f.bio ?? '',
        website: f.website ?? '',
        facebook: f.facebook ?? '',
        instagram: f.instagram ?? '',
        twitter: f.twitter ?? '',
        locale,
      }),
    onSuccess: async () => {
      setError(null);
      await qc.invalidateQueries({ queryKey: profileKeys.author });
      toast('success', t('author.saved'));
    },
    onError: () => setError(t('errors.url')),
  });
  const field = (k: 'description' | 'website' | 'facebook' | 'instagram' | 'twitter') => (
    <TextField
      id={`author-${k}`}
      label={t(`author.${k}`)}
      value={f[k] ?? ''}
      onChange={(v) => setF((x) => ({ ...x, [k]: v }))}
      type={k === 'description' ? 'text' : 'url'}
      placeholder={k === 'description' ? undefined : 'https://'}
    />
  );
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if ((f.bio ?? '').length > BIO_MAX_LENGTH) {
          setBioError(t('errors.bio'));
          bioRef.current?.focus();
          return;
        }
        setBioError(null);
        save.mutate();
      }}
      aria-label={t('author.title')}
    >
      <Section title={t('author.title')} labelledBy="edit-author">
        {error && (
          <Text color="danger" role="alert">
            {error}
          </Text>
        )}
        {field('description')}
        <Field id="author-bio" label={t('author.bio')} hint={t('form.bioHint', { count: bioLeft })} error={bioError}>
          <Textarea
            {...fieldAria('author-bio', bioError, t('form.bioHint', { count: bioLeft }))}
            ref={bioRef}
            rows={3}
            value={f.bio ?? ''}
            onChange={(e) => {
              setF((x) => ({ ...x, bio: e.target.value }));
              if (bioError && e.target.value.length <= BIO_MAX_LENGTH) setBioError(null);
            }}
          />
        </Field>
        <FormGrid>
          {field('website')}
          {field('facebook')}
          {field('instagram')}
          {field('twitter')}
        </FormGrid>
        <HStack justify="end">
          <Button type="submit" variant="outline" loading={save.isPending}>
            {t('author.save')}
          </Button>
        </HStack>
      </Section>
    </chakra.form>
  );
}
