/**
 * '@platform/remote-kit/platform' — the frame of every remote but the public student view:
 * `PlatformProvider` (Chakra system + the shared instances), the Chakra `RemoteFallback` and `LoadingState`
 * of '@platform/ui'.
 */
import { LoadingState, PlatformProvider, RemoteFallback } from '@platform/ui';
import type { RemoteFrame } from './descriptor';

export const platform: RemoteFrame = {
  kind: 'frame',
  Provider: PlatformProvider,
  Fallback: RemoteFallback,
  Loading: () => <LoadingState />,
};
