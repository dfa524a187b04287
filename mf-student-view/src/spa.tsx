/** Exposed as `mf-student-view/spa`: single-spa lifecycles of this remote. */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProvider, RemoteFallback } from '@platform/ui';
import { Root, REMOTE_NAME } from './Root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => (
    <PlatformProvider>
      <RemoteFallback remote={REMOTE_NAME} onRetry={() => window.location.reload()} />
    </PlatformProvider>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
