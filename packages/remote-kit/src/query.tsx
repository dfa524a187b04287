/**
 * '@platform/remote-kit/query' — the platform's ONE react-query client ('@platform/ui/query', an MF shared
 * module of its own) for a remote that uses react-query: `providers: [platform, query]`. Remotes that do
 * not name it never download react-query.
 */
import { QueryProvider } from '@platform/ui/query';
import type { RemoteProvider } from './descriptor';

export const query: RemoteProvider = { kind: 'provider', Provider: QueryProvider };
