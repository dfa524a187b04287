/**
 * Dev-safe run-time marker used by the singleton browser check: every stateful shared package
 * records the id of the instance it created. After visiting the shell and two remotes each set must
 * hold exactly one id. Costs a few bytes, no behaviour.
 */
export function markSingleton(name: string, instanceId: string): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
  const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
  (reg[name] ??= new Set()).add(instanceId);
}
