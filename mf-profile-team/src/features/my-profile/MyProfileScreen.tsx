import { useQuery } from '@tanstack/react-query';
import { Badge, HStack, Stack, Text, chakra } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT } from '@platform/remote-kit';
import { ActionLink, Avatar, Facts, NoValue, Page, pageStatus, Section } from '../../components/layout';

export const profileKeys = {
  profile: ['profile', 'me'] as const,
  extras: ['profile', 'extras'] as const,
  author: ['profile', 'author'] as const,
  countries: ['profile', 'countries'] as const,
};

/** My profile and its extras (phone country, author, pending email, what is missing), read fresh on each screen. */
export function useMyProfile() {
  const { locale } = useRemoteT();
  const profile = useQuery({
    queryKey: [...profileKeys.profile, locale],
    queryFn: accountApi.userProfile,
    staleTime: 0,
  });
  const extras = useQuery({ queryKey: profileKeys.extras, queryFn: accountApi.profileExtras, staleTime: 0 });
  return { profile, extras };
}

/** /profile/my-profile: my data, what is missing for my role (§5 completion) and my author card. */
export function MyProfileScreen() {
  const { t, locale } = useRemoteT();
  const { profile, extras } = useMyProfile();
  const countries = useQuery({ queryKey: [...profileKeys.countries, locale], queryFn: referenceApi.countries });
  const author = useQuery({
    queryKey: [...profileKeys.author, locale],
    queryFn: accountApi.authorProfile,
    enabled: !!extras.data?.isAuthor,
  });
  if (profile.isPending || profile.isError) return pageStatus(t('me.title'), profile.isError);
  const u = profile.data.userProfile.userVO;
  const prefix = countries.data?.find((c) => c.iso2 === extras.data?.phoneCountry)?.phonePrefix;
  const missing = extras.data?.missing ?? [];
  const none = <NoValue />;
  return (
    <Page title={t('me.title')} actions={<ActionLink to="/profile/my-profile/edit">{t('me.edit')}</ActionLink>}>
      <HStack gap="4" align="center" flexWrap="wrap">
        <Avatar src={u.avatar} name={u.fullName ?? u.email} size="96px" />
        <Stack gap="1">
          <Text fontSize="xl" fontWeight="semibold" data-testid="profile-name">
            {u.fullName ?? u.email}
          </Text>
          <Text color="fg.muted" wordBreak="break-all">
            {u.email}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {u.primaryRoles.map((r) => (
              <Badge key={r.name}>{t(`roles.${r.name}`)}</Badge>
            ))}
          </HStack>
        </Stack>
      </HStack>
      {extras.data?.pendingEmail ? (
        <Text
          role="status"
          data-testid="email-pending"
          borderWidth="1px"
          borderColor="blue.200"
          bg="blue.50"
          rounded="md"
          p="3"
        >
          {t('me.emailPending', { current: u.email, pending: extras.data.pendingEmail })}
        </Text>
      ) : null}
      {missing.length > 0 && (
        <chakra.div role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3">
          <Text fontWeight="semibold">{t('me.incomplete')}</Text>
          <chakra.ul ps="5" listStyleType="disc">
            {missing.map((m) => (
              <li key={m}>{t(`me.missing.${m}`)}</li>
            ))}
          </chakra.ul>
        </chakra.div>
      )}
      <Section title={t('me.personal')} labelledBy="me-personal">
        <Facts
          rows={[
            [t('fields.phone'), u.cellPhoneNumber ? `${prefix ? `${prefix} ` : ''}${u.cellPhoneNumber}` : none],
            [t('fields.position'), u.position?.name ?? none],
            [t('fields.levels'), u.educationalLevels.length ? u.educationalLevels.map((l) => l.name).join(', ') : none],
            [t('fields.subjects'), u.subjectsLabel ?? none],
            [t('fields.bio'), u.bio ? <Text whiteSpace="pre-wrap">{u.bio}</Text> : none],
          ]}
        />
      </Section>
      {author.data && (
        <Section title={t('author.title')} labelledBy="me-author">
          <Facts
            rows={[
              [t('author.description'), author.data.description ?? none],
              [t('author.bio'), author.data.bio ?? none],
              [t('author.website'), author.data.website ?? none],
            ]}
          />
        </Section>
      )}
    </Page>
  );
}
