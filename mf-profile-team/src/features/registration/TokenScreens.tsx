import { useState } from 'react';
import { useSearchParams } from '@platform/router';
import { Button, Stack, Text } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { bus } from '@platform/event-bus';
import { useRemoteT, goTo } from '@platform/remote-kit';
import { codeOf } from '../../lib/account';
import { Card } from './forms';

// ---------------------------------------------------------------- /used-token and /expired-token
export function UsedTokenScreen() {
  const { t } = useRemoteT();
  return (
    <Card title={t('registration.usedToken.title')}>
      <Text>{t('registration.usedToken.body')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={() => goTo('/login')}>
          {t('registration.usedToken.login')}
        </Button>
        <Button variant="outline" onClick={() => bus.emit('platform.modal.open.v1', { modal: 'contact' })}>
          {t('registration.usedToken.contact')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /expired-token?token=: the invited user asks for a new link with the expired link's own token
 * (RequestInvitationResend; the server refuses a live or unknown one).
 */
export function ExpiredTokenScreen() {
  const { t } = useRemoteT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'error'>('idle');
  const valid = token.length >= 10;
  const resend = async () => {
    setState('busy');
    try {
      await accountApi.requestInvitationResend(token);
      setState('sent');
    } catch (err) {
      setState('error');
      const code = codeOf(err);
      if (code === 'ALREADY_REGISTERED' || code === 'INVALID_TOKEN') goTo('/used-token', true);
      else if (code === 'TOKEN_VALID') goTo(`/register?token=${encodeURIComponent(token)}`, true);
    }
  };
  return (
    <Card title={t('registration.expiredToken.title')}>
      <Text>{t('registration.expiredToken.body')}</Text>
      {state === 'sent' ? (
        <Text role="status" color="green.700" fontWeight="semibold">
          {t('registration.expiredToken.sent')}
        </Text>
      ) : null}
      {state === 'error' ? (
        <Text role="alert" color="danger">
          {t('registration.expiredToken.failed')}
        </Text>
      ) : null}
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={resend}
        loading={state === 'busy'}
        disabled={!valid || state === 'busy' || state === 'sent'}
      >
        {t('registration.expiredToken.resend')}
      </Button>
    </Card>
  );
}
