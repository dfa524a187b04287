import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateSchoolGroupSchema, type SchoolGroupDto } from '@platform/contracts';
import { Button, ErrorState, HStack, Input, LoadingState, Stack, Text, chakra } from '@platform/ui';
import { useUserInfo } from '@platform/session';
import * as groupApi from '@platform/api-client/school-group';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { Page, Section } from '../../components/layout';
import { CheckGroup, Field } from '@platform/ui/forms';
import { useGroup } from './queries';
import { LogoPicker } from './LogoPicker';

/** /profile/school-group/edit: group name required (§5), picture, levels. */
export function SchoolGroupEditScreen() {
  const { t, locale } = useRemoteT();
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
