/**
 * Run-time white-label data of the current host: the subdomain info (logos, licence status) is
 * loaded once per page life (guard rule 2) through GET /AccountApi/GetSubdomain?subdomain.
 */
import { useSyncExternalStore } from 'react';
import { getUserInfo, hasActiveWhitelabelLicense, sessionStore, type UserInfo } from '@platform/session';
import { brandLogosAtom } from '@platform/ui/base';
import { getSubdomain } from './api';
import type { SubdomainInfo } from './guard/decide';
import { currentSubdomain } from './host';

let info: SubdomainInfo | null | undefined;
let loadedFor: string | null = null;
let inflight: Promise<SubdomainInfo | null> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((fn) => fn());

/** undefined: not loaded (or not a white-label host); null: the subdomain does not exist. */
export function getSubdomainInfo(): SubdomainInfo | null | undefined {
  const sub = currentSubdomain();
  if (!sub || sub !== loadedFor) return undefined;
  return info;
}

export function loadSubdomainInfo(): Promise<SubdomainInfo | null> {
  const sub = currentSubdomain();
  if (!sub) return Promise.resolve(null);
  if (sub === loadedFor && info !== undefined) return Promise.resolve(info);
  if (inflight) return inflight;
  inflight = getSubdomain(sub)
    .catch(() => null)
    .then((value) => {
      info = value;
      loadedFor = sub;
      inflight = null;
      syncBrandLogos();
      notify();
      return value;
    });
  return inflight;
}

/** White-label is active when the licence status is active (spec §4; the API computes `active`). */
export function isLicenseActive(i: SubdomainInfo | null | undefined): boolean {
  return i?.active === true;
}

export function whiteLabelLicenseActive(): boolean {
  return isLicenseActive(getSubdomainInfo()) || hasActiveWhitelabelLicense(getUserInfo());
}

export interface Logos {
  smallLogo: string | null;
  largeLogo: string | null;
}

/** Logos depend on a subdomain or on the user's active white-label licence (spec §6). */
export function currentLogos(): Logos {
  return logosOf(getSubdomainInfo(), getUserInfo());
}

/** The logos of a subdomain's info and a user (a server render passes its own user: no store read). */
export function logosOf(i: SubdomainInfo | null | undefined, user: UserInfo | null): Logos {
  const small = i?.smallLogo ?? null;
  const large = i?.largeLogo ?? null;
  if (small || large) return { smallLogo: small ?? large, largeLogo: large ?? small };
  if (hasActiveWhitelabelLicense(user)) {
    const c = user?.activeWhitelabelLicense?.whitelabelLicenseConfiguration;
    return { smallLogo: c?.smallLogo ?? c?.largeLogo ?? null, largeLogo: c?.largeLogo ?? null };
  }
  return { smallLogo: null, largeLogo: null };
}

/** The value of @platform/ui's brandLogosAtom for these logos (null = build-time brand). */
export const brandLogosOf = ({ smallLogo, largeLogo }: Logos): { small: string | null; large: string | null } | null =>
  smallLogo || largeLogo ? { small: smallLogo, large: largeLogo } : null;

/** Publishes the run-time logos to every app (@platform/ui brandLogosAtom; null = build-time brand). */
export function syncBrandLogos(): void {
  sessionStore.set(brandLogosAtom, brandLogosOf(currentLogos()));
  notify();
}

export function subscribeWhiteLabel(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useSubdomainInfo(): SubdomainInfo | null | undefined {
  return useSyncExternalStore(subscribeWhiteLabel, getSubdomainInfo, getSubdomainInfo);
}

/** Tests only. */
export function resetWhiteLabel(value?: SubdomainInfo | null, sub?: string): void {
  info = value;
  loadedFor = sub ?? null;
  inflight = null;
  notify();
}
