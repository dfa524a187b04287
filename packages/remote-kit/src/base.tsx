/**
 * '@platform/remote-kit/base' — the Chakra-free frame (the public student view /r/{id}, whose first load
 * carries no Chakra: packages/mf-config/README.md, "First-load budget"): `BaseProvider` (the shared
 * instances) of '@platform/ui/base' and the plain-HTML fallback and loading state of '@platform/ui/plain'.
 * A remote on this frame imports from '@platform/ui/base' and '@platform/ui/plain' only, never '@platform/ui'.
 */
import { BaseProvider } from '@platform/ui/base';
import { BaseLoadingState, BaseRemoteFallback } from '@platform/ui/plain';
import type { RemoteFrame } from './descriptor';

export const base: RemoteFrame = {
  kind: 'frame',
  Provider: BaseProvider,
  Fallback: BaseRemoteFallback,
  Loading: BaseLoadingState,
};
