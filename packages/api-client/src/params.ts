/**
 * Query helpers shared by the group modules (bundled with each group that uses them; no state).
 */

/** A filter query as the screens build it: lists go to the API as comma lists (`topicIds=1,2`). */
export type ApiQuery = Record<string, string | number | boolean | ReadonlyArray<string | number> | null | undefined>;

/** Arrays as comma lists, empties dropped (the list filters of ResourceApi / EducationalProgramApi / KimpleFolderApi). */
export function commaLists(q: ApiQuery): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) out[k] = v.join(',');
    } else out[k] = v as string | number | boolean;
  }
  return out;
}
