/** /profile/invitations (avatar menu "See invitations", trial user with the main trial): colleagues invited to the trial. */
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, ErrorState, LoadingState, Text, chakra } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { bus } from '@platform/event-bus';
import { useT } from '../../lib/i18n';
import { Page } from '../../components/Field';

export function InvitationsScreen() {
  const { t, locale } = useT();
  const list = useQuery({
    queryKey: ['registration', 'trial-invitations', locale],
    queryFn: () => accountApi.getInvitedTrialUsers(),
    staleTime: 0,
    retry: false,
  });
  const open = () =>
    bus.emit('platform.modal.open.v1', { modal: 'trialInvitation', props: { onSent: () => void list.refetch() } });
  if (list.isError)
    return (
      <Page title={t('registration.invitations.title')}>
        <ErrorState />
      </Page>
    );
  if (list.isPending)
    return (
      <Page title={t('registration.invitations.title')}>
        <LoadingState />
      </Page>
    );
  const d = list.data;
  const full = d.count >= d.max;
  return (
    <Page
      title={t('registration.invitations.title')}
      actions={
        <Button colorPalette="brand" onClick={open} disabled={full}>
          {t('registration.invitations.invite')}
        </Button>
      }
    >
      <Text color="fg.muted" data-testid="invitations-count">
        {t('registration.invitations.count', { count: d.count, max: d.max })}
      </Text>
      {d.emailsWithState.length === 0 ? (
        <Text>{t('registration.invitations.empty')}</Text>
      ) : (
        <chakra.ul
          listStyleType="none"
          display="flex"
          flexDirection="column"
          gap="2"
          aria-label={t('registration.invitations.listLabel')}
        >
          {d.emailsWithState.map((e) => (
            <chakra.li
              key={e.email}
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              gap="3"
              borderWidth="1px"
              rounded="md"
              px="4"
              py="3"
              flexWrap="wrap"
            >
              <chakra.span wordBreak="break-all">{e.email}</chakra.span>
              <Badge colorPalette={e.state === 'confirmed' ? 'green' : 'gray'} data-state={e.state}>
                {t(`registration.invitations.state.${e.state}`)}
              </Badge>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {full ? (
        <Text fontSize="sm" color="fg.muted">
          {t('registration.invitations.full', { max: d.max })}
        </Text>
      ) : null}
    </Page>
  );
}
