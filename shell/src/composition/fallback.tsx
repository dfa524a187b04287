/**
 * The fallback single-spa application of a remote that could not be loaded (after the MF retries)
 * or timed out. It renders RemoteFallback in the remote's area; Retry loads the remote again and,
 * when it comes back, swaps the real lifecycles in (same container, same props) without a reload.
 * The nav bar and the other remotes keep working throughout.
 */
import { createRoot, type Root } from 'react-dom/client';
import { BaseProvider } from '@platform/ui/base';
import type { LifeCycles } from 'single-spa';
import { ensureRemoteContainer } from './container';

export type SpaModule = Pick<LifeCycles, 'bootstrap' | 'mount' | 'unmount'> & { update?: LifeCycles['update'] };
type Props = Record<string, unknown> & { name?: string };

export const FALLBACK_MARKER = '__platformRemoteFallback';

export function isFallback(mod: unknown): boolean {
  return !!mod && typeof mod === 'object' && FALLBACK_MARKER in (mod as object);
}

const run = async (fn: SpaModule['mount'] | undefined, props: Props) => {
  if (!fn) return;
  const fns = Array.isArray(fn) ? fn : [fn];
  for (const f of fns) await f(props as never);
};

/**
 * @param remote  remote name (mf-explore …)
 * @param reload  loads the real `./spa` module again (returns a fallback again when it still fails)
 */
export function createFallbackLifecycles(remote: string, reload: () => Promise<unknown>, error?: unknown) {
  let root: Root | null = null;
  let real: SpaModule | null = null;
  let realMounted = false;
  let currentProps: Props | null = null;
  let retrying = false;

  const host = (props: Props): HTMLElement => {
    const getter = props.domElementGetter as (() => HTMLElement) | undefined;
    return getter ? getter() : ensureRemoteContainer(remote);
  };

  const renderFallback = (props: Props) => {
    const el = host(props);
    root ??= createRoot(el);
    const target = root;
    // Plain HTML (no Chakra to download) in a small chunk of the shell's own: it comes from the
    // shell's origin, so it loads when the remote's server is down, and no first route carries it.
    import('@platform/ui/plain').then(
      ({ BaseRemoteFallback }) => {
        if (root !== target) return; // unmounted or replaced by the real remote meanwhile
        target.render(
          <BaseProvider>
            <BaseRemoteFallback remote={remote} onRetry={() => void retry()} />
          </BaseProvider>,
        );
      },
      (err: unknown) => console.error(`[composition] the fallback of ${remote} could not be shown either`, err),
    );
  };

  const mountReal = async (props: Props) => {
    root?.unmount();
    root = null;
    await run(real!.bootstrap, props);
    await run(real!.mount, props);
    realMounted = true;
  };

  async function retry(): Promise<boolean> {
    if (retrying || !currentProps) return false;
    retrying = true;
    try {
      const mod = await reload();
      if (mod && !isFallback(mod) && typeof (mod as SpaModule).mount !== 'undefined') {
        real = mod as SpaModule;
        if (currentProps) await mountReal(currentProps);
        return true;
      }
      return false;
    } catch {
      return false;
    } finally {
      retrying = false;
    }
  }

  const lifecycles = {
    [FALLBACK_MARKER]: true,
    error,
    bootstrap: async () => {},
    mount: async (props: Props) => {
      currentProps = props;
      if (real) await mountReal(props);
      else renderFallback(props);
    },
    unmount: async (props: Props) => {
      currentProps = null;
      if (realMounted && real) {
        await run(real.unmount, props);
        realMounted = false;
      }
      root?.unmount();
      root = null;
    },
    /** tests / diagnostics */
    retry,
  };
  return lifecycles;
}
