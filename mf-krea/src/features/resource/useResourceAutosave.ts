import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@platform/api-client';
import {
  KREA_AUTOSAVE_MS,
  type ExploreLocale,
  type KreaResource,
  type UpdateResourceRequest,
} from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';

export type ResourceSaveState = 'idle' | 'saving' | 'saved' | 'error' | 'offline' | 'merged';
export type ResourcePatch = Omit<UpdateResourceRequest, 'version' | 'locale'>;
/** The rich-text fields: on a conflict both texts are kept, one after the other, with a notice. */
export const RICH_FIELDS = [
  'presentation',
  'benefits',
  'classPlanDescription',
  'pedagogicalGoal',
  'studentPedagogicalGoal',
  'globalValuationSection',
] as const;
const CLASS_RICH = [
  'startSection',
  'developmentSection',
  'closureSection',
  'valuationSection',
  'evaluationSuggestions',
  'studentStatement',
] as const;

const storeKey = (id: number, locale: ExploreLocale) => `krea.resource.queue.${id}.${locale}`;
interface Stored {
  patches: ResourcePatch[];
  base: Partial<KreaResource>;
}
function readQueue(id: number, locale: ExploreLocale): Stored | null {
  try {
    const raw = localStorage.getItem(storeKey(id, locale));
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}
function writeQueue(id: number, locale: ExploreLocale, q: Stored | null): void {
  try {
    if (q && q.patches.length) localStorage.setItem(storeKey(id, locale), JSON.stringify(q));
    else localStorage.removeItem(storeKey(id, locale));
  } catch {
    /* storage full or blocked: the queue stays in memory */
  }
}
const merged = (ps: ResourcePatch[]): ResourcePatch => Object.assign({}, ...ps);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const offline = (e: unknown) =>
  (isApiError(e) && (e.status === 0 || e.code === 'NETWORK_ERROR')) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);

/** Ids of the classes a save created: in the saved list, not in the list the save started from (in order). */
export function createdClassIds(
  before: Partial<KreaResource>['classPlans'] | undefined,
  after: KreaResource['classPlans'],
): number[] {
  if (!before) return [];
  const known = new Set(before.map((c) => c.id));
  return after.map((c) => c.id).filter((id) => !known.has(id));
}

/**
 * Gives the classes that have no id yet (added in the editor) the ids a save just created, in order. Without it, a
 * class added while its first save was in flight would be sent again without an id and created twice.
 */
export function fillClassIds<C extends { id?: number | null }>(list: C[], ids: number[]): C[] {
  let k = 0;
  return list.map((c) => (c.id || k >= ids.length ? c : { ...c, id: ids[k++] }));
}

/** Keeps both texts of a rich field both sides changed: mine, a notice, theirs. */
export function bothTexts(mine: string | null | undefined, theirs: string | null | undefined, notice: string): string {
  if (!theirs || same(mine, theirs)) return mine ?? '';
  if (!mine) return theirs;
  return `${mine}<hr><p><strong>${notice}</strong></p>${theirs}`;
}

/**
 * Merges my pending patch with the server's current state after a 409: fields only I changed are sent again; a field
 * both sides changed keeps my value, except rich text (and class sections), which keeps both texts with a notice.
 * Classes both sides changed are merged class by class (by id): theirs that I did not touch stay, new ones of both stay.
 */
export function mergeConflict(
  patch: ResourcePatch,
  base: Partial<KreaResource>,
  current: KreaResource,
  notice: string,
): { patch: ResourcePatch; conflicts: string[] } {
  const out: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const [k, mine] of Object.entries(patch)) {
    const theirs = (current as unknown as Record<string, unknown>)[k];
    const was = (base as Record<string, unknown>)[k];
    const theyChanged = !same(was, theirs);
    if (!theyChanged || same(mine, theirs)) {
      out[k] = mine;
      continue;
    }
    if ((RICH_FIELDS as readonly string[]).includes(k)) {
      out[k] = bothTexts(mine as string, theirs as string, notice);
      conflicts.push(k);
      continue;
    }
    if (k === 'classPlans') {
      const wasById = new Map(((was as KreaResource['classPlans']) ?? []).map((c) => [c.id, c]));
      const theirsById = new Map(current.classPlans.map((c) => [c.id, c]));
      const mineList = mine as NonNullable<ResourcePatch['classPlans']>;
      const list = mineList.map((c) => {
        const th = c.id ? theirsById.get(c.id) : undefined;
        const w = c.id ? wasById.get(c.id) : undefined;
        if (!th || !w) return c;
        const m: Record<string, unknown> = { ...c };
        for (const f of Object.keys(th) as Array<keyof typeof th>) {
          if (f === 'id' || f === 'classNumber') continue;
          const mv = (c as Record<string, unknown>)[f];
          const tv = th[f];
          const wv = w[f];
          if (same(wv, tv) || same(mv, tv)) continue;
          if (same(mv, wv)) {
            m[f] = tv;
            continue;
          } // only they changed it
          if ((CLASS_RICH as readonly string[]).includes(f)) {
            m[f] = bothTexts(mv as string, tv as string, notice);
            conflicts.push(`classPlans.${f}`);
          } else conflicts.push(`classPlans.${f}`);
        }
        return m as typeof c;
      });
      // classes they added meanwhile stay
      for (const th of current.classPlans)
        if (!wasById.has(th.id) && !mineList.some((c) => c.id === th.id)) list.push(th as (typeof mineList)[number]);
      out[k] = list;
      continue;
    }
    out[k] = mine;
    conflicts.push(k);
  }
  return { patch: out as ResourcePatch, conflicts };
}

/**
 * Autosave of the resource editor (krea.md §4: 1500 ms of quiet). Every change goes to a queue kept in localStorage
 * (a reload of the tab keeps it); after the quiet time the queue is sent in one PUT (the patches merged in order).
 * Without network the state is 'offline' and the queue waits for the `online` event. A 409 merges (mergeConflict)
 * and sends again with the current version: neither side's text is lost.
 */
export function useResourceAutosave(
  resource: KreaResource | undefined,
  onSaved: (r: KreaResource, createdClassIds: number[]) => void,
  notice: string,
  delay: number = KREA_AUTOSAVE_MS.resource,
) {
  const [state, setState] = useState<ResourceSaveState>('idle');
  const [conflicts, setConflicts] = useState<string[]>([]);
  const queue = useRef<ResourcePatch[]>([]);
  const base = useRef<Partial<KreaResource>>({});
  const version = useRef<number | null>(null);
  const ids = useRef<{ id: number; locale: ExploreLocale } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef(false);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const persist = () => {
    if (ids.current) writeQueue(ids.current.id, ids.current.locale, { patches: queue.current, base: base.current });
  };

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (busy.current || !ids.current || version.current === null || !queue.current.length) return;
    busy.current = true;
    const sent = queue.current.length;
    let body = merged(queue.current);
    setState('saving');
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const r = await kreaApi.saveResource(ids.current.id, {
            ...body,
            version: version.current!,
            locale: ids.current.locale,
          });
          version.current = r.version;
          const created = body.classPlans ? createdClassIds(base.current.classPlans, r.classPlans) : [];
          // edits queued while this save was out still hold the new classes without their ids
          queue.current = queue.current
            .slice(sent)
            .map((p) =>
              p.classPlans && created.length ? { ...p, classPlans: fillClassIds(p.classPlans, created) } : p,
            );
          base.current = r;
          persist();
          saved.current(r, created);
          setState(queue.current.length ? 'saving' : 'saved');
          return;
        } catch (e) {
          const current =
            isApiError(e) && e.status === 409 ? (e.data as { current?: KreaResource } | undefined)?.current : undefined;
          if (!current) throw e;
          const m = mergeConflict(body, base.current, current, notice);
          body = m.patch;
          version.current = current.version;
          base.current = current;
          if (m.conflicts.length) setConflicts((c) => [...new Set([...c, ...m.conflicts])]);
        }
      }
      setState('error');
    } catch (e) {
      setState(offline(e) ? 'offline' : 'error');
    } finally {
      busy.current = false;
      if (
        queue.current.length &&
        timer.current === null &&
        (typeof navigator === 'undefined' || navigator.onLine !== false)
      ) {
        // edits made while the request was out
        if (!['error', 'offline'].includes(stateRef.current))
          timer.current = setTimeout(() => {
            void flush();
          }, delay);
      }
    }
  }, [delay, notice]); // eslint-disable-line react-hooks/exhaustive-deps
  const stateRef = useRef(state);
  stateRef.current = state;

  // a resource / language opens: adopt its version and the queue a previous tab session left
  useEffect(() => {
    if (!resource) return;
    const key = `${resource.id}:${resource.locale}`;
    const prev = ids.current ? `${ids.current.id}:${ids.current.locale}` : null;
    if (prev !== key) {
      ids.current = { id: resource.id, locale: resource.locale };
      version.current = resource.version;
      const stored = readQueue(resource.id, resource.locale);
      queue.current = stored?.patches ?? [];
      base.current = stored?.base && Object.keys(stored.base).length ? stored.base : resource;
      setConflicts([]);
      setState('idle');
      if (queue.current.length)
        timer.current = setTimeout(() => {
          void flush();
        }, 0);
    } else if (version.current === null || resource.version > version.current) {
      version.current = resource.version;
    }
  }, [resource, flush]);

  const change = useCallback(
    (p: ResourcePatch) => {
      queue.current = [...queue.current, p];
      persist();
      setState(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void flush();
      }, delay);
    },
    [delay, flush],
  ); // eslint-disable-line react-hooks/exhaustive-deps

  /** another write (restore, status, language) gave a new version */
  const adopt = useCallback((r: KreaResource) => {
    version.current = r.version;
    base.current = r;
  }, []);
  const pending = () => queue.current.length > 0;

  useEffect(() => {
    const online = () => {
      void flush();
    };
    const off = () => setState('offline');
    const warn = (e: BeforeUnloadEvent) => {
      if (queue.current.length) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', off);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', off);
      window.removeEventListener('beforeunload', warn);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush]);

  return { state, conflicts, change, flush, adopt, pending, dismissConflicts: () => setConflicts([]) };
}
