/**
 * `@platform/ui`'s query slot (packages/ui/src/querySlot.ts) in a SERVER build (server.cjs replaces that module with
 * this one): the same API, the slot held by the bundle itself instead of `globalThis`.
 *
 * In a browser the slot is global on purpose: the copies of a module that Module Federation loads reach the one
 * QueryClient. A server process, though, loads several server bundles (the API: the student view's, the shell's,
 * mf-explore's: ADR 0012, 0045), each with its own React. Through a global slot one bundle's provider (the first to load
 * `@platform/ui/query`) was rendered by another bundle's React, whose hooks then failed ("Cannot read properties of
 * null (reading 'useEffect')": the student view's render broke once mf-explore's bundle was loaded).
 */
let slot = null;
const listeners = new Set();

export function getQuerySlot() {
  return slot;
}

export function setQuerySlot(next) {
  if (slot) return; // first one wins: one QueryClient per bundle
  slot = next;
  listeners.forEach((fn) => fn());
}

export function subscribeQuerySlot(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
