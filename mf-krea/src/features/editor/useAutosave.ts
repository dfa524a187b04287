import { useCallback, useEffect, useRef, useState } from 'react';
import { KREA_AUTOSAVE_MS, type KreaContent, type UpdateContentRequest } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { errorCode } from '../../lib/krea';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';
type Patch = Omit<UpdateContentRequest, 'version' | 'locale'>;

/**
 * Debounced autosave of the content editor (krea.md §4: 2000 ms): edits accumulate in a patch; after `delay` ms of quiet
 * the patch is PUT with the version the editor holds. A 409 (another tab or person saved meanwhile) stops saving and
 * reports 'conflict' (nothing is overwritten); other failures report 'error' and keep the patch for the next try.
 */
export function useAutosave(
  content: KreaContent | undefined,
  onSaved: (c: KreaContent) => void,
  delay: number = KREA_AUTOSAVE_MS.content,
) {
  const [state, setState] = useState<SaveState>('idle');
  const patch = useRef<Patch>({});
  const version = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const ids = useRef<{ id: number; locale: KreaContent['locale'] } | null>(null);
  const conflict = useRef(false);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  useEffect(() => {
    if (!content) return;
    if (version.current === null || content.version > version.current) version.current = content.version;
    ids.current = { id: content.id, locale: content.locale };
  }, [content]);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (inFlight.current) await inFlight.current;
    if (conflict.current || !ids.current || version.current === null || !Object.keys(patch.current).length) return;
    const body = patch.current;
    patch.current = {};
    setState('saving');
    inFlight.current = (async () => {
      try {
        const c = await kreaApi.saveContent(ids.current!.id, {
          ...body,
          version: version.current!,
          locale: ids.current!.locale,
        });
        version.current = c.version;
        saved.current(c);
        setState(Object.keys(patch.current).length ? 'saving' : 'saved');
      } catch (e) {
        if (errorCode(e) === 'KREA_VERSION_CONFLICT') {
          conflict.current = true;
          setState('conflict');
          return;
        }
        patch.current = { ...body, ...patch.current };
        setState('error');
      } finally {
        inFlight.current = null;
      }
    })();
    await inFlight.current;
  }, []);

  const change = useCallback(
    (p: Patch) => {
      patch.current = { ...patch.current, ...p };
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void flush();
      }, delay);
    },
    [delay, flush],
  );

  /** another write (keywords, status, languages) bumped the version: adopt it */
  const adopt = useCallback((c: KreaContent) => {
    version.current = c.version;
  }, []);
  const reset = useCallback(() => {
    conflict.current = false;
    patch.current = {};
    version.current = null;
    setState('idle');
  }, []);
  const dirty = () => state === 'saving' || Object.keys(patch.current).length > 0;

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (Object.keys(patch.current).length || inFlight.current) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  return { state, change, flush, adopt, reset, dirty };
}
