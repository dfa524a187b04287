/** Exposed as `mf-explore/spa`: single-spa lifecycles of this remote. */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProvider, RemoteFallback } from '@platform/ui';
import { QueryProvider } from '@platform/ui/query';
import { Root, REMOTE_NAME } from './Root';

/** This remote uses react-query: its root gets the platform's ONE QueryClient. */
function QueryRoot() {
  return (
    <QueryProvider>
      <Root />
    </QueryProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: QueryRoot,
  errorBoundary: () => (
    <PlatformProvider>
      <RemoteFallback remote={REMOTE_NAME} onRetry={() => window.location.reload()} />
    </PlatformProvider>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
