/** Exposed as `mf-student-view/spa`: single-spa lifecycles of this remote. */
import { PlatformProvider, RemoteFallback } from '@platform/ui';
import { reactLifecycles } from '@platform/ui/spa';
import { Root, REMOTE_NAME } from './Root';

// single-spa-react's lifecycles without its unused branches (@platform/ui/spa, first-load size)
const lifecycles = reactLifecycles({
  rootComponent: Root,
  errorBoundary: () => (
    <PlatformProvider>
      <RemoteFallback remote={REMOTE_NAME} onRetry={() => window.location.reload()} />
    </PlatformProvider>
  ),
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
