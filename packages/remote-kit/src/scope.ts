/**
 * The remote a component is rendered in: createRemote's root provides its descriptor, for the catch-all (its prefixes)
 * and `useRemoteT` (its namespace); null outside any remote. Its own module: the catch-all of the public student view
 * ('./paths') takes this and nothing of the texts.
 */
import { createContext } from 'react';
import type { RemoteApp } from './descriptor';

export type RemoteScopeValue = Pick<RemoteApp, 'prefixes' | 'i18n'>;
export const ThisRemote = createContext<RemoteScopeValue | null>(null);
