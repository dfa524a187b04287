/**
 * /confirm-email?token=: the link mailed to the new address of an email change (ADR 0048). It confirms the change
 * once; success, expired, used, invalid (unknown or replaced by a newer request) or taken (another account got the
 * address meanwhile). Signed in or not: the token is the proof, and a signed-in user's menu shows the new address.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@platform/router';
import { LoadingState } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { sessionStore, userInfoAtom } from '@platform/session';
import { useRemoteT } from '@platform/remote-kit';
import { codeOf, refreshUserInfo } from '../../lib/account';
import { Card, OutcomeCard } from './forms';

type Status = 'success' | 'expired' | 'used' | 'invalid' | 'taken';

export function ConfirmEmailScreen() {
  const { t } = useRemoteT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = !!sessionStore.get(userInfoAtom);
  const result = useQuery({
    queryKey: ['profile', 'confirm-email', token],
    queryFn: async (): Promise<{ status: Status; email?: string }> => {
      if (token.length < 10) return { status: 'invalid' };
      try {
        const r = await accountApi.confirmEmailChange(token);
        return { status: 'success', email: r.email };
      } catch (err) {
        const code = codeOf(err);
        if (code === 'TOKEN_USED') return { status: 'used' };
        if (code === 'TOKEN_EXPIRED') return { status: 'expired' };
        if (code === 'EMAIL_TAKEN') return { status: 'taken' };
        return { status: 'invalid' };
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (result.data?.status === 'success' && signedIn) void refreshUserInfo().catch(() => undefined);
  }, [result.data, signedIn]);
  if (result.isPending)
    return (
      <Card title={t('confirmEmail.title')}>
        <LoadingState />
      </Card>
    );
  const { status, email } = result.data ?? { status: 'invalid' as Status };
  return (
    <OutcomeCard
      title={t(`confirmEmail.${status}.title`)}
      message={t(`confirmEmail.${status}.body`, { email: email ?? '' })}
      testId="confirm-email-status"
      status={status}
      role="status"
      action={signedIn ? t('confirmEmail.profile') : t('confirmEmail.login')}
      to={signedIn ? '/profile/my-profile' : '/login'}
    />
  );
}
