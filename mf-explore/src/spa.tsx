/** Exposed as `mf-explore/spa`: single-spa lifecycles of this remote. */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { namespaceReady } from '@platform/i18n';
import { PlatformProvider, RemoteFallback } from '@platform/ui';
import { QueryProvider } from '@platform/ui/query';
import { Root, REMOTE_NAME } from './Root';
import { NS } from './i18n';

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

// the texts of the current language (EN/CA load on demand, i18n.ts) are there before the first paint
const textsLoaded = () => namespaceReady(NS).catch(() => undefined);
export const bootstrap = lifecycles.bootstrap;
export const mount = [textsLoaded, lifecycles.mount];
export const unmount = lifecycles.unmount;
export default { bootstrap, mount, unmount };
