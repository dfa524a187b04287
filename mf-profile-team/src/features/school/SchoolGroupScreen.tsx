import { useQuery } from '@tanstack/react-query';
import { Button, HStack, Stack, Text, chakra } from '@platform/ui';
import { Link } from '@platform/router';
import { useUserInfo } from '@platform/session';
import * as groupApi from '@platform/api-client/school-group';
import { useRemoteT } from '@platform/remote-kit';
import {
  ActionLink,
  Avatar,
  Facts,
  NamedPicture,
  Page,
  Section,
  column,
  pageStatus,
  row,
} from '../../components/layout';
import { useGroup } from './queries';

/** /profile/school-group: my school group and its schools (admins edit it and run each school's team). */
export function SchoolGroupScreen() {
  const { t } = useRemoteT();
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
  if (group.isPending || group.isError) return pageStatus(t('group.title'), group.isError);
  const g = group.data;
  return (
    <Page
      title={t('group.title')}
      actions={g.canEdit ? <ActionLink to="/profile/school-group/edit">{t('group.edit')}</ActionLink> : undefined}
    >
      <NamedPicture src={g.picture} name={g.name} testId="group-name" />
      <Section title={t('group.data')} labelledBy="group-data">
        <Facts rows={[[t('fields.levels'), g.educationalLevels.map((l) => l.name).join(', ') || t('me.empty')]]} />
      </Section>
      <Section title={t('group.schools')} labelledBy="group-schools">
        <chakra.ul {...column('2')}>
          {g.schools.map((s) => (
            <chakra.li key={s.id} {...row} justifyContent="space-between" borderBottomWidth="1px" pb="2">
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
