/**
 * White-label host detection (spec §1, §2 rule 2/4/6).
 *
 * A white-label host is `<subdomain>.<platform base domain>` (e.g. `demo-school.kimple.example`).
 * The base domain and the main platform URL (where a host without an active white-label licence
 * sends visitors) are configurable at run time, without rebuilding the shell:
 *
 *   <meta name="platform-base-domain" content="kimple.example">
 *   <meta name="platform-main-url" content="https://kimple.example">
 *   or window.__PLATFORM_CONFIG__ = { baseDomain: 'kimple.example', mainPlatformUrl: 'https://kimple.example' }
 *
 * localhost has no subdomains: `?subdomain=demo-school` on any URL makes the session behave as that
 * white-label host (remembered for the browser tab; `?subdomain=` with no value forgets it).
 * `*.localhost` hosts (e.g. http://demo-school.localhost:8080) also work when the base domain is
 * `localhost`, which is the default.
 */
export interface HostConfig {
  baseDomain: string;
  mainPlatformUrl: string;
}

const SUBDOMAIN_KEY = 'platform.subdomain';
const IGNORED_LABELS = new Set(['www', 'app', 'api']);

declare global {
  interface Window {
    __PLATFORM_CONFIG__?: Partial<HostConfig>;
  }
}

function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim() || null;
}

export function hostConfig(): HostConfig {
  const w = typeof window !== 'undefined' ? window : undefined;
  const cfg = w?.__PLATFORM_CONFIG__ ?? {};
  const baseDomain = (cfg.baseDomain ?? meta('platform-base-domain') ?? 'localhost').toLowerCase();
  let mainPlatformUrl = cfg.mainPlatformUrl ?? meta('platform-main-url') ?? '';
  if (!mainPlatformUrl && w) {
    const { protocol, port, hostname } = w.location;
    const onBase = hostname === baseDomain || !hostname.endsWith(`.${baseDomain}`);
    mainPlatformUrl = onBase ? w.location.origin : `${protocol}//${baseDomain}${port ? `:${port}` : ''}`;
  }
  return { baseDomain, mainPlatformUrl };
}

function sessionGet(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function sessionSet(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the query parameter works for that page only */
  }
}

let queryOverride: string | null | undefined;

/** The white-label subdomain of this host, or null on the main platform host. */
export function currentSubdomain(
  // no window: the build-time pre-render (ADR 0033), which renders the main platform's pages
  loc: Pick<Location, 'hostname' | 'search'> = typeof window !== 'undefined'
    ? window.location
    : { hostname: '', search: '' },
  cfg: HostConfig = hostConfig(),
): string | null {
  const params = new URLSearchParams(loc.search);
  if (params.has('subdomain')) {
    const v = (params.get('subdomain') ?? '').trim().toLowerCase();
    queryOverride = v || null;
    sessionSet(SUBDOMAIN_KEY, v || null);
    if (v) return v;
    return subdomainFromHostname(loc.hostname, cfg.baseDomain);
  }
  const remembered = queryOverride !== undefined ? queryOverride : sessionGet(SUBDOMAIN_KEY);
  if (remembered) return remembered;
  return subdomainFromHostname(loc.hostname, cfg.baseDomain);
}

export function subdomainFromHostname(hostname: string, baseDomain: string): string | null {
  const host = hostname.toLowerCase();
  const base = baseDomain.toLowerCase();
  if (!base || host === base || !host.endsWith(`.${base}`)) return null;
  const label =
    host
      .slice(0, -(base.length + 1))
      .split('.')
      .pop() ?? '';
  if (!label || IGNORED_LABELS.has(label)) return null;
  return label;
}

export function isWhiteLabelHost(): boolean {
  return currentSubdomain() !== null;
}

/**
 * Leaving a white-label host (external redirect of guard rule 6): forget a `?subdomain=` override so
 * the main platform (same origin on localhost) does not come back as the white-label host.
 */
export function leaveWhiteLabel(url: string): void {
  queryOverride = null;
  sessionSet(SUBDOMAIN_KEY, null);
  const u = new URL(url, window.location.href);
  u.searchParams.delete('subdomain');
  window.location.assign(u.href);
}

/** Tests only. */
export function resetHostState(): void {
  queryOverride = undefined;
  sessionSet(SUBDOMAIN_KEY, null);
}
