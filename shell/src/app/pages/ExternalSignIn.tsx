/**
 * "Continue with Google / Microsoft" (ADR 0024, 0026). Buttons only for the providers the server says are configured;
 * a click asks the server for a nonce (bound to this browser, single use: ADR 0049) and sends the browser to the
 * provider's authorization endpoint with it, which comes back to /login with an ID token in the fragment. Back here the token goes to the server (verified there); a known user is signed in like the password
 * login, an unknown one goes on to /trial with the token kept for the prefill (the trial / register screens of
 * mf-profile-team read it).
 */
import { useEffect, useState } from 'react';
import type { ExternalProvidersDto } from '@platform/contracts';
import { Box, Button, Stack, Text } from '@platform/ui';
import type { ExternalProvider } from '@platform/session';
import { getIdToken, setPendingExternal, takeIdTokenFromFragment } from '@platform/session/external';
import * as api from '../api';
import { useT } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { LoginFailed, loginExternal } from '../session/actions';
import { LoginAlert } from './LoginAlert';

const PROVIDERS: ExternalProvider[] = ['google', 'microsoft'];

/** The id of the JSON the server writes into the pages it pre-renders (packages/api/src/render/public-pages.ts). */
export const PROVIDERS_SCRIPT_ID = 'platform-external-providers';

/**
 * The configured providers the server wrote into the page, or null (a page the browser rendered: ask the API). Read
 * from the page, the login page does not load the API client (axios) before a click (issue 12: /login's budget).
 */
export function providersInPage(doc: Document = document): ExternalProvidersDto | null {
  const text = doc.getElementById(PROVIDERS_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const p = JSON.parse(text) as Partial<ExternalProvidersDto> | null;
    if (!p || typeof p !== 'object' || !('google' in p) || !('microsoft' in p)) return null;
    return { google: p.google ?? null, microsoft: p.microsoft ?? null };
  } catch {
    return null;
  }
}

export function ExternalSignIn({
  returnTo = '/login',
  onFailure,
  showError = true,
}: {
  returnTo?: string;
  /** a sign-in through a provider failed (the login page shows one error banner, the newest) */
  onFailure?: () => void;
  /** false once a newer error shows elsewhere on the page (the login form's) */
  showError?: boolean;
}) {
  const { t } = useT();
  const [providers, setProviders] = useState<ExternalProvidersDto | null>(null);
  /** what went wrong: the token was refused, or the provider does not vouch for the account's email */
  const [failed, setFailed] = useState<null | 'failed' | 'unverified'>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const back = takeIdTokenFromFragment();
    if (back) {
      if (back.returnTo !== '/login') {
        setPendingExternal(back);
        navigate(back.returnTo);
        return;
      }
      setBusy(true);
      loginExternal(back.provider, back.idToken)
        .then((r) => {
          if ('to' in r) navigate(r.to);
          else {
            setPendingExternal({ ...back, returnTo: '/trial' });
            navigate('/trial');
          }
        })
        .catch((err: unknown) => {
          if (live) {
            setFailed(err instanceof LoginFailed && err.reason === 'externalEmailUnverified' ? 'unverified' : 'failed');
            setBusy(false);
            onFailure?.();
          }
        });
    }
    // set in an effect, not in the first render: the pre-rendered markup has no buttons, hydration must match it
    const inPage = providersInPage();
    if (inPage) setProviders(inPage);
    else
      api
        .externalProviders()
        .then((p) => {
          if (live) setProviders(p);
        })
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival (onFailure: the page's setter)

  /** the server's nonce first (the token must carry it), then off to the provider */
  const start = async (p: ExternalProvider) => {
    setBusy(true);
    setFailed(null);
    try {
      getIdToken(p, providers![p]!, returnTo, await api.externalNonce());
    } catch {
      setFailed('failed');
      setBusy(false);
      onFailure?.();
    }
  };

  const shown = PROVIDERS.filter((p) => providers?.[p]);
  if (shown.length === 0 && !failed) return null;
  return (
    <Box role="group" aria-label={t('login.external.group')} mt="6">
      {failed && showError ? (
        <LoginAlert>{t(failed === 'unverified' ? 'login.external.unverified' : 'login.external.failed')}</LoginAlert>
      ) : null}
      {shown.length > 0 ? (
        <>
          <Text textAlign="center" color="fg.muted" fontSize="sm" mb="3">
            {t('login.external.or')}
          </Text>
          <Stack gap="3">
            {shown.map((p) => (
              <Button key={p} type="button" variant="outline" w="full" loading={busy} onClick={() => void start(p)}>
                {t(`login.external.${p}`)}
              </Button>
            ))}
          </Stack>
        </>
      ) : null}
    </Box>
  );
}
