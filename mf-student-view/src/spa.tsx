/** Exposed as `mf-student-view/spa`: single-spa lifecycles of this remote. */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BaseProvider } from '@platform/ui/base';
import { BaseRemoteFallback } from '@platform/ui/plain';
import { Root, REMOTE_NAME } from './Root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => (
    <BaseProvider>
      <BaseRemoteFallback remote={REMOTE_NAME} onRetry={() => window.location.reload()} />
    </BaseProvider>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
