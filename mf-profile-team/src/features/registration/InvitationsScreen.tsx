/**
 * /profile/invitations (avatar menu "See invitations", trial user with the main trial): colleagues invited to the trial,
 * and the requests to join the school that wait for an answer (invite or decline, ADR 0048).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TrialJoinRequestDto } from '@platform/contracts';
import {
  Badge,
  Button,
  ErrorState,
  HStack,
  Heading,
  LoadingState,
  Stack,
  Text,
  chakra,
  formatDate,
} from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { bus } from '@platform/event-bus';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Page, boxed, column, row } from '../../components/layout';

export function InvitationsScreen() {
  const { t, locale } = useRemoteT();
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
      {d.expired.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('registration.invitations.expiredHint')}
        </Text>
      )}
      {d.emailsWithState.length === 0 ? (
        <Text>{t('registration.invitations.empty')}</Text>
      ) : (
        <chakra.ul listStyleType="none" {...column('2')} aria-label={t('registration.invitations.listLabel')}>
          {d.emailsWithState.map((e) => (
            <chakra.li key={e.email} {...row} justifyContent="space-between" {...boxed} px="4" py="3">
              <chakra.span wordBreak="break-all">{e.email}</chakra.span>
              <Badge
                colorPalette={e.state === 'confirmed' ? 'green' : e.state === 'expired' ? 'red' : 'gray'}
                data-state={e.state}
              >
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
      <JoinRequests full={full} onInvited={() => void list.refetch()} />
    </Page>
  );
}

/** Requests to join my trial school: invite (a trial invitation is mailed) or decline (the requester is told). */
function JoinRequests({ full, onInvited }: { full: boolean; onInvited: () => void }) {
  const { t, locale } = useRemoteT();
  const [busy, setBusy] = useState<number | null>(null);
  const requests = useQuery({
    queryKey: ['registration', 'trial-join-requests', locale],
    queryFn: () => accountApi.trialJoinRequests(),
    staleTime: 0,
    retry: false,
  });
  if (!requests.data || requests.data.length === 0) return null;
  const decide = async (r: TrialJoinRequestDto, how: 'invite' | 'decline') => {
    setBusy(r.id);
    try {
      if (how === 'invite') {
        await accountApi.inviteTrialJoinRequest(r.id);
        toast('success', t('registration.invitations.requests.invited', { email: r.email }));
        onInvited();
      } else {
        await accountApi.declineTrialJoinRequest(r.id);
        toast('success', t('registration.invitations.requests.declined'));
      }
    } catch {
      toast('error', t('registration.invitations.requests.failed'));
    } finally {
      setBusy(null);
      void requests.refetch();
    }
  };
  const date = (iso: string) => formatDate(iso);
  return (
    <chakra.section aria-labelledby="join-requests-title" {...column('3')} mt="6">
      <Heading as="h2" size="md" id="join-requests-title">
        {t('registration.invitations.requests.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('registration.invitations.requests.hint')}
      </Text>
      {full ? (
        <Text fontSize="sm" color="fg.muted">
          {t('registration.invitations.requests.full')}
        </Text>
      ) : null}
      <chakra.ul
        listStyleType="none"
        {...column('2')}
        aria-label={t('registration.invitations.requests.listLabel')}
        data-testid="join-requests"
      >
        {requests.data.map((r) => (
          <chakra.li key={r.id} {...boxed} px="4" py="3">
            <Stack gap="2">
              <Stack gap="0">
                <chakra.span fontWeight="semibold" wordBreak="break-word">
                  {r.fullName}
                </chakra.span>
                <chakra.span wordBreak="break-all">{r.email}</chakra.span>
                <Text fontSize="sm" color="fg.muted">
                  {t('registration.invitations.requests.asked', { date: date(r.createdAt) })}
                </Text>
              </Stack>
              <HStack gap="2" flexWrap="wrap">
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={full || busy !== null}
                  loading={busy === r.id}
                  aria-label={t('registration.invitations.requests.inviteLabel', { name: r.fullName, email: r.email })}
                  onClick={() => void decide(r, 'invite')}
                >
                  {t('registration.invitations.requests.invite')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  aria-label={t('registration.invitations.requests.declineLabel', { name: r.fullName, email: r.email })}
                  onClick={() => void decide(r, 'decline')}
                >
                  {t('registration.invitations.requests.decline')}
                </Button>
              </HStack>
            </Stack>
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.section>
  );
}
