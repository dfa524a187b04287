import { STUDENT_BAND_KEYS, type SchoolDto } from '@platform/contracts';
import { Button, Text } from '@platform/ui';
import { Link } from '@platform/router';
import { useUserInfo } from '@platform/session';
import { useRemoteT } from '@platform/remote-kit';
import { ActionLink, Facts, NamedPicture, NoValue, Page, pageStatus, Section } from '../../components/layout';
import { MySchoolsSection } from './MySchools';
import { useSchool } from './queries';

/** /profile/school: my school (teachers read only; its managers and the group's admins edit it and run its team). */
export function SchoolScreen() {
  const { t } = useRemoteT();
  const user = useUserInfo();
  const school = useSchool(user?.schoolId ?? null);
  if (!user?.schoolId)
    return (
      <Page title={t('school.title')}>
        <Text>{t('school.none')}</Text>
        <MySchoolsSection />
      </Page>
    );
  if (school.isPending || school.isError) return pageStatus(t('school.title'), school.isError);
  return <SchoolView s={school.data} />;
}

function SchoolView({ s }: { s: SchoolDto }) {
  const { t } = useRemoteT();
  const none = <NoValue />;
  return (
    <Page
      title={t('school.title')}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={`/profile/team/${s.id}`}>{t('school.team', { count: s.teamCount })}</Link>
          </Button>
          {s.canEdit && <ActionLink to="/profile/school/edit">{t('school.edit')}</ActionLink>}
        </>
      }
    >
      <NamedPicture src={s.avatar} name={s.name} testId="school-name" />
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
