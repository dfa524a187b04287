import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Text } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { bus } from '@platform/event-bus';
import { sessionStore, setAccessToken, startSession, userInfoAtom, type ExternalProvider } from '@platform/session';
import { getIdToken, takePendingExternal } from '@platform/session/external';
import { useRemoteT, goTo } from '@platform/remote-kit';

/** Signs in with the token AcceptInvitation / RegisterExternalTrialUser answered, then goes to the feed. */
export async function enterWith(token: string): Promise<void> {
  setAccessToken(token);
  const me = await accountApi.me();
  startSession(token, me);
  sessionStore.set(userInfoAtom, me);
  bus.emit('platform.session.changed.v1', { status: 'authenticated' });
  goTo('/feed', true);
}

// ---------------------------------------------------------------- external sign-in (ADR 0024, 0026)
/**
 * "Continue with Google / Microsoft": only the providers the server has configured; the server's nonce first (bound to
 * this browser, single use: ADR 0049), then to the provider and back through /login.
 */
export function ExternalButtons({ returnTo }: { returnTo: string }) {
  const { t } = useRemoteT();
  // none shown while they load or when the call fails
  const { data: providers } = useQuery({
    queryKey: ['registration', 'externalProviders'],
    queryFn: () => accountApi.externalProviders(),
    retry: false,
  });
  const [failed, setFailed] = useState(false);
  const shown = (['google', 'microsoft'] as ExternalProvider[]).filter((p) => providers?.[p]);
  if (shown.length === 0) return null;
  const start = async (p: ExternalProvider) => {
    setFailed(false);
    try {
      getIdToken(p, providers![p]!, returnTo, await accountApi.externalNonce());
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack role="group" aria-label={t('registration.external.group')} gap="3">
      {failed ? (
        <Text role="alert" color="danger">
          {t('registration.external.failed')}
        </Text>
      ) : null}
      {shown.map((p) => (
        <Button key={p} type="button" variant="outline" onClick={() => void start(p)}>
          {t(`registration.external.${p}`)}
        </Button>
      ))}
      <Text textAlign="center" color="fg.muted" fontSize="sm">
        {t('registration.external.or')}
      </Text>
    </Stack>
  );
}

/** The ID token the shell's /login kept after a provider sign-in, with what the server read from it. */
interface ExternalIdentity {
  provider: ExternalProvider;
  idToken: string;
  email: string;
  fullName: string | null;
}
export function useExternalIdentity(
  path: string,
  onInfo: (x: ExternalIdentity) => void,
): { ext: ExternalIdentity | null; failed: boolean } {
  const [ext, setExt] = useState<ExternalIdentity | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const p = takePendingExternal();
    if (!p || !p.returnTo.startsWith(path)) return;
    accountApi
      .externalInfo(p.provider, p.idToken)
      .then((info) => {
        const x = { provider: p.provider, idToken: p.idToken, email: info.email, fullName: info.fullName };
        setExt(x);
        onInfo(x);
      })
      .catch(() => setFailed(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ext, failed };
}
export const providerName = (p: ExternalProvider) => (p === 'google' ? 'Google' : 'Microsoft');

/**
 * Above a registration form: the verified identity (`saidKey`: what it says, with provider and email) once back from
 * Google / Microsoft, else the buttons to go there (back to `returnTo`); a failed check is announced.
 */
export function ExternalStatus({
  ext,
  failed,
  saidKey,
  returnTo,
}: {
  ext: ExternalIdentity | null;
  failed: boolean;
  saidKey: string;
  returnTo: string;
}) {
  const { t } = useRemoteT();
  return (
    <>
      {ext ? (
        <Text
          role="status"
          bg="green.50"
          borderWidth="1px"
          borderColor="green.200"
          rounded="md"
          px="4"
          py="3"
          data-testid="external-prefilled"
        >
          {t(saidKey, { provider: providerName(ext.provider), email: ext.email })}
        </Text>
      ) : (
        <ExternalButtons returnTo={returnTo} />
      )}
      {failed && (
        <Text color="danger" role="alert">
          {t('registration.external.failed')}
        </Text>
      )}
    </>
  );
}
