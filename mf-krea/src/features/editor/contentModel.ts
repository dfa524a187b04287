import { useQuery } from '@tanstack/react-query';
import type { KreaContent } from '@platform/contracts';
import { qk } from '../../lib/krea';

export type Form = Pick<
  KreaContent,
  | 'title'
  | 'rationale'
  | 'goals'
  | 'image'
  | 'videoUrl'
  | 'detailDocumentUrl'
  | 'ageRangeIds'
  | 'evaluationMethodId'
  | 'udlIds'
  | 'educationalLevelId'
  | 'grade'
  | 'sdgIds'
  | 'customKreaFieldOptions'
>;
export type ModalName =
  | 'publish'
  | 'unpublish'
  | 'keywords'
  | 'delete'
  | 'language'
  | 'type'
  | 'team'
  | 'topic'
  | 'notEnabled'
  | 'addResources'
  | 'removeResource'
  | 'usedContent'
  | null;
export const formOf = (c: KreaContent): Form => ({
  title: c.title,
  rationale: c.rationale,
  goals: c.goals.length ? c.goals : [''],
  image: c.image,
  videoUrl: c.videoUrl,
  detailDocumentUrl: c.detailDocumentUrl,
  ageRangeIds: c.ageRangeIds,
  evaluationMethodId: c.evaluationMethodId,
  udlIds: c.udlIds,
  educationalLevelId: c.educationalLevelId,
  grade: c.grade,
  sdgIds: c.sdgIds,
  customKreaFieldOptions: c.customKreaFieldOptions,
});
export const URL_RE = /^https?:\/\/\S+$/i;
export const MAX_BYTES = 10 * 1024 * 1024;
/** Sets one field of the form (validated, then autosaved under `apiKey` or its own name). */
export type SetField = <K extends keyof Form>(k: K, v: Form[K], apiKey?: string) => void;

export function useRef_<T>(name: string, locale: string, fn: () => Promise<T[]>) {
  return useQuery({ queryKey: qk.ref(name, locale), queryFn: fn, staleTime: 600_000 }).data ?? [];
}
