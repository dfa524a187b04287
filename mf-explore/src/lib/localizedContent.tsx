import { useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@platform/ui';
import { isApiError } from '@platform/api-client';
import { isRedirect } from '@platform/api-client/resource';
import type { ExploreLocale } from '@platform/contracts';
import { useRemoteT, goTo } from '@platform/remote-kit';

/**
 * A resource's or a program's content in the user's language, or in the language the API redirects to when it has
 * none in that one (`redirected`); an id that is no number, or a 404, goes to the not-found page.
 */
export function useLocalizedContent<T>(
  id: number,
  useContent: (id: number, locale: ExploreLocale) => UseQueryResult<T>,
) {
  const { locale } = useRemoteT();
  const [contentLocale, setContentLocale] = useState<ExploreLocale>(locale);
  const [redirected, setRedirected] = useState(false);
  useEffect(() => {
    setContentLocale(locale);
    setRedirected(false);
  }, [locale, id]);
  const q = useContent(Number.isInteger(id) ? id : 0, contentLocale);
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) goTo('/not-found', true);
  }, [id]);
  useEffect(() => {
    if (q.data && isRedirect(q.data)) {
      setContentLocale(q.data.redirect.locale);
      setRedirected(true);
    }
  }, [q.data]);
  useEffect(() => {
    if (q.error && isApiError(q.error) && q.error.status === 404) goTo('/not-found', true);
  }, [q.error]);
  return { q, contentLocale, redirected };
}

/** Whether the content is there: not loading, not being redirected to another language, not failed. */
export const contentReady = (q: UseQueryResult<unknown>) => !(q.isPending || isRedirect(q.data) || q.isError);

/** What stands until the content is ready: loading, nothing on a 404 (the not-found page comes), or the error. */
export function ContentPending({ q, label }: { q: UseQueryResult<unknown>; label: string }) {
  const { t } = useRemoteT();
  if (q.isPending || isRedirect(q.data)) return <LoadingState label={label} />;
  if (isApiError(q.error) && q.error.status === 404) return null;
  return (
    <ErrorState title={t('errors.loadTitle')} description={t('errors.loadBody')} onRetry={() => void q.refetch()} />
  );
}
