/**
 * `@platform/ui/render-scope` — `useRenderScope` for code that is bundled into an app (not a shared module itself):
 * the remote kit, and @platform/ui's own providers (a remote's copy of them may be the one the page uses).
 *
 * '@platform/ui/base' is a singleton the SHELL provides (eagerly, in its main.js), so a remote reads the base of the
 * shell it is deployed on, which may be older than the remote: a shell built before ADR 0053 has no `useRenderScope`.
 * A host-provided module only ever gains exports; code built later looks an export up and, where the host lacks it,
 * takes its meaning in a browser (here: no render scope; a scope exists only in a server render, which runs today's
 * bundles). The cross-version browser test (packages/e2e/tests/cross-version.test.ts) mounts today's remotes on the
 * previous commit's shell and fails when one assumes an export that shell does not have (ADR 0052).
 */
import * as base from '@platform/ui/base';
import type { RenderScope } from '@platform/ui/base';

const noScope = (): RenderScope | null => null;
const hostHook = (base as Partial<typeof base>).useRenderScope;

/** The server render's instances, or null (always in a browser; on a shell older than the render scope too). */
export const useRenderScope: () => RenderScope | null = typeof hostHook === 'function' ? hostHook : noScope;
