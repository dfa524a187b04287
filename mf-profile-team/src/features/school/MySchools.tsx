/**
 * "My schools" on /profile/school (issue 31 item 7): the schools I belong to, with a switch to make another one
 * current (AccountApi ChangeSchool), and the invitations of my account to other schools, to accept (ChangeSchool) or
 * decline (DeclineSchoolInvitation). After a change the session is read again so the whole app follows the new school.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolInvitationDto, UserSchoolDto } from '@platform/contracts';
import { Button, HStack, Stack, Text, chakra, formatDate } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import * as schoolApi from '@platform/api-client/school';
import { useRemoteT, toast } from '@platform/remote-kit';
import { refreshUserInfo } from '../../lib/account';
import { Section, boxed, column, row } from '../../components/layout';

export const mySchoolsKeys = {
  schools: (l: string) => ['profile', 'my-schools', l] as const,
  invitations: (l: string) => ['profile', 'school-invitations', l] as const,
};

export function MySchoolsSection() {
  const { t, locale } = useRemoteT();
  const qc = useQueryClient();
  const schools = useQuery({ queryKey: mySchoolsKeys.schools(locale), queryFn: schoolApi.userSchools });
  const invitations = useQuery({
    queryKey: mySchoolsKeys.invitations(locale),
    queryFn: accountApi.schoolInvitations,
  });
  const afterChange = async () => {
    await refreshUserInfo();
    await qc.invalidateQueries({ queryKey: ['profile'] });
  };
  const change = useMutation({
    mutationFn: (v: { schoolId: number; accept: boolean }) => accountApi.changeSchool(v.schoolId),
    onSuccess: async (r, v) => {
      toast('success', t(v.accept ? 'mySchools.accepted' : 'mySchools.switched', { school: r.schoolName }));
      await afterChange();
    },
    onError: () => toast('error', t('mySchools.failed')),
  });
  const decline = useMutation({
    mutationFn: (inv: SchoolInvitationDto) => accountApi.declineSchoolInvitation(inv.id),
    onSuccess: async (_r, inv) => {
      toast('success', t('mySchools.declined', { school: inv.schoolName }));
      await qc.invalidateQueries({ queryKey: ['profile', 'school-invitations'] });
    },
    onError: () => toast('error', t('mySchools.failed')),
  });
  const others: UserSchoolDto[] = (schools.data ?? []).filter((s) => !s.current);
  const pending = invitations.data ?? [];
  if (!others.length && !pending.length) return null;
  const busy = change.isPending || decline.isPending;
  return (
    <>
      {pending.length > 0 && (
        <Section title={t('mySchools.invitationsTitle')} labelledBy="school-invitations">
          <chakra.ul listStyleType="none" {...column('3')} data-testid="school-invitations">
            {pending.map((inv) => (
              <chakra.li
                key={inv.id}
                {...boxed}
                p="3"
                display="flex"
                flexDirection={{ base: 'column', md: 'row' }}
                gap="3"
                justifyContent="space-between"
                alignItems={{ base: 'stretch', md: 'center' }}
              >
                <Stack gap="1">
                  <Text fontWeight="semibold">{inv.schoolName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {inv.inviterName
                      ? t('mySchools.invitedBy', { name: inv.inviterName, role: t(`roles.${inv.role}`) })
                      : t('mySchools.invitedAs', { role: t(`roles.${inv.role}`) })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('mySchools.expires', { date: formatDate(inv.expiresAt) })}
                  </Text>
                  <Text fontSize="sm">{t('mySchools.keeps')}</Text>
                </Stack>
                <HStack gap="2" flexWrap="wrap">
                  <Button
                    colorPalette="brand"
                    disabled={busy}
                    aria-label={t('mySchools.acceptLabel', { school: inv.schoolName })}
                    onClick={() => change.mutate({ schoolId: inv.schoolId, accept: true })}
                  >
                    {t('mySchools.accept')}
                  </Button>
                  <Button
                    variant="outline"
                    disabled={busy}
                    aria-label={t('mySchools.declineLabel', { school: inv.schoolName })}
                    onClick={() => decline.mutate(inv)}
                  >
                    {t('mySchools.decline')}
                  </Button>
                </HStack>
              </chakra.li>
            ))}
          </chakra.ul>
        </Section>
      )}
      {others.length > 0 && (
        <Section title={t('mySchools.title')} labelledBy="my-schools">
          <chakra.ul listStyleType="none" {...column('2')} data-testid="my-schools">
            {others.map((s) => (
              <chakra.li key={s.id} {...row} justifyContent="space-between">
                <Text>{s.name}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={t('mySchools.switchLabel', { school: s.name })}
                  onClick={() => change.mutate({ schoolId: s.id, accept: false })}
                >
                  {t('mySchools.switch')}
                </Button>
              </chakra.li>
            ))}
          </chakra.ul>
        </Section>
      )}
    </>
  );
}
