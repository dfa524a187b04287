import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@platform/router';
import { LoadingState } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { useRemoteT, toast } from '@platform/remote-kit';
import { codeOf } from '../../lib/account';
import { Card, OutcomeCard } from './forms';
import { enterWith } from './external';

// ---------------------------------------------------------------- /activate
/** /activate?userId=&token=: confirms the trial email; success, expired, used or invalid (§4). */
export function ActivateScreen() {
  const { t } = useRemoteT();
  const [params] = useSearchParams();
  const userId = Number(params.get('userId'));
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['registration', 'activate', userId, token],
    queryFn: async () => {
      if (!(userId > 0) || token.length < 10) return 'invalid' as const;
      try {
        const session = await accountApi.confirmTrialEmail(userId, token);
        // one message, and the trial starts signed in: the feed, with the welcome as a toast
        toast('success', t('registration.activate.welcome'));
        await enterWith(session.token);
        return 'success' as const;
      } catch (err) {
        const code = codeOf(err);
        return code === 'TOKEN_USED'
          ? ('used' as const)
          : code === 'TOKEN_EXPIRED'
            ? ('expired' as const)
            : ('invalid' as const);
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  if (result.isPending || result.data === 'success')
    return (
      <Card title={t('registration.activate.title')}>
        <LoadingState />
      </Card>
    );
  const status = result.data ?? 'invalid';
  return (
    <OutcomeCard
      title={t(`registration.activate.${status}.title`)}
      message={t(`registration.activate.${status}.body`)}
      testId="activation-status"
      status={status}
      action={status === 'used' ? t('registration.activate.login') : t('registration.activate.signUpAgain')}
      to={status === 'used' ? '/login' : '/trial'}
    />
  );
}
