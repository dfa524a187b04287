/** Checks of a Krea resource save before anything is written: files, materials, reference ids, topics. */
import {
  DOWNLOADABLE_EXTENSIONS,
  IMAGE_EXTENSIONS,
  KREA_MESSAGES as MSG,
  RESOURCE_ERROR_CODES as CODES,
  RESOURCE_LIMITS,
  type KreaMaterial,
  type UpdateResourceBody,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import { checkIds as checkKnownIds } from '../krea/public';
import { bad } from './store-common';

// ---------------------------------------------------------------- validation of a save
const extOf = (u: string) => /\.([a-z0-9]+)(\?[^#]*)?$/i.exec(u)?.[1]?.toLowerCase() ?? '';
/** Downloadable files of a resource live in its own folder of the file store (or the demo files). */
function checkFile(resourceId: number, u: string | null, path: string, exts: readonly string[]): void {
  if (!u) throw bad('Upload a valid file', CODES.badFile, path);
  const ours =
    new RegExp(`^/files/Krea/[^/]+/resources/${resourceId}/[^/?]+(\\?sig=[A-Za-z0-9]+)?$`).test(u) ||
    /^\/files\/demo\/[^?]+$/.test(u);
  if (!ours) throw bad('Upload a valid file', CODES.badFile, path);
  if (!exts.includes(extOf(u))) throw bad(`Upload a valid file (${exts.join(', ')})`, CODES.badFile, path);
}
function checkMaterials(resourceId: number, ms: KreaMaterial[] | undefined, path: string): void {
  ms?.forEach((m, i) => {
    if (m.kind === 3) checkFile(resourceId, m.fileUrl, `${path}.${i}.fileUrl`, DOWNLOADABLE_EXTENSIONS);
    else if (m.fileUrl && !/^https?:\/\//i.test(m.fileUrl))
      throw bad(MSG.invalidUrl, 'VALIDATION_ERROR', `${path}.${i}.fileUrl`);
  });
}
const checkIds = (db: Db, table: string, ids: number[] | undefined, path: string) =>
  checkKnownIds(db, table, ids, path, CODES.unknownValue);

/** §3 topics: 'Other' / 'Institutional identity' alone, or one or two topics, each with one or two of its sub-topics, at most 3 sub-topics. */
async function checkTopics(db: Db, body: UpdateResourceBody): Promise<void> {
  const topics = body.topics;
  if (topics === undefined) return;
  if (topics.length && body.topicSpecial)
    throw bad("Choose topics or 'Other' / 'Institutional identity', not both", CODES.topicRules, 'topics');
  if (new Set(topics.map((t) => t.topicId)).size !== topics.length)
    throw bad('topics: repeated values', CODES.topicRules, 'topics');
  const subs = topics.flatMap((t) => t.subtopicIds);
  if (subs.length > RESOURCE_LIMITS.topicsAndSubtopics)
    throw bad(`At most ${RESOURCE_LIMITS.topicsAndSubtopics} sub-topics`, CODES.topicRules, 'topics');
  if (new Set(subs).size !== subs.length) throw bad('topics: repeated sub-topics', CODES.topicRules, 'topics');
  if (!topics.length) return;
  const { rows } = await db.query<{ id: number; topic_id: number }>(
    'SELECT id, topic_id FROM subtopics WHERE id = ANY($1::int[])',
    [subs],
  );
  await checkIds(
    db,
    'topics',
    topics.map((t) => t.topicId),
    'topics',
  );
  for (const t of topics) {
    for (const s of t.subtopicIds) {
      const r = rows.find((x) => x.id === s);
      if (!r || r.topic_id !== t.topicId)
        throw bad('A sub-topic does not belong to its topic', CODES.topicRules, 'topics');
    }
  }
}

export async function validateBody(db: Db, id: number, body: UpdateResourceBody): Promise<void> {
  if (body.title !== undefined && !body.title.trim()) throw bad(MSG.titleRequired, CODES.titleRequired, 'title');
  if (body.type === null) throw bad('The resource type is required', CODES.typeRequired, 'type');
  if (body.keywords) {
    const norm = body.keywords.map((k) => k.trim().toLowerCase());
    if (new Set(norm).size !== norm.length)
      throw bad('Duplicate keywords are not allowed', CODES.duplicateKeyword, 'keywords');
  }
  if (body.image && !(IMAGE_EXTENSIONS as readonly string[]).includes(extOf(body.image)))
    throw bad('Upload a valid file (png, jpg, jpeg)', CODES.badFile, 'image');
  if (body.image && !/^https:\/\//i.test(body.image)) checkFile(id, body.image, 'image', IMAGE_EXTENSIONS);
  if (body.videoUrl && !/^https?:\/\//i.test(body.videoUrl)) throw bad(MSG.invalidUrl, 'VALIDATION_ERROR', 'videoUrl');
  for (const [k, m] of [
    ['teacherMedia', body.teacherMedia],
    ['studentMedia', body.studentMedia],
  ] as const) {
    if (m?.kind === 2 && !/^https:\/\//i.test(m.url)) checkFile(id, m.url, `${k}.url`, IMAGE_EXTENSIONS);
    if (m?.kind === 1 && !/^https?:\/\//i.test(m.url)) throw bad(MSG.invalidUrl, 'VALIDATION_ERROR', `${k}.url`);
  }
  body.classPlans?.forEach((c, i) => {
    checkMaterials(id, c.teacherMaterials, `classPlans.${i}.teacherMaterials`);
    checkMaterials(id, c.studentMaterials, `classPlans.${i}.studentMaterials`);
  });
  checkMaterials(id, body.globalValuationMaterials, 'globalValuationMaterials');
  await Promise.all([
    checkIds(db, 'skills', body.skillIds, 'skillIds'),
    checkIds(db, 'cross_areas', body.crossAreaIds, 'crossAreaIds'),
    checkIds(db, 'age_ranges', body.ageRangeIds, 'ageRangeIds'),
    checkIds(db, 'sdgs', body.sdgIds, 'sdgIds'),
    checkTopics(db, body),
  ]);
}
