/** The ids the catalogue's seed steps hand each other: reference ids by key, then the rows each step wrote. */
import type { ReferenceData } from './catalogue/types';

export interface CatalogueIds {
  skill: Map<string, number>;
  topic: Map<string, number>;
  subtopic: Map<string, number>;
  subject: Map<string, number>;
  crossArea: Map<string, number>;
  category: Map<string, number>;
  level: Map<string, number>;
  /** the ids of `keys` in `m` (unknown keys left out) */
  ids: (m: Map<string, number>, keys: string[]) => number[];
  author: Map<string, number>;
  resource: Map<string, number>;
  rids: number[];
  /** the class plan of a resource's class */
  cpId: (resourceKey: string, classNumber: number) => number | undefined;
  program: Map<string, number>;
  folder: Map<string, number>;
}

/** Reference ids by key. */
export function referenceIds(ref: ReferenceData) {
  const skill = new Map(ref.skills.map((s) => [s.key, s.id]));
  const topic = new Map(ref.topics.map((t) => [t.key, t.id]));
  const subtopic = new Map(ref.topics.flatMap((t) => t.subtopics.map((s) => [s.key, s.id] as const)));
  const subject = new Map(ref.subjects.map((s) => [s.key, s.id]));
  const crossArea = new Map(ref.crossAreas.map((s) => [s.key, s.id]));
  const category = new Map(ref.categories.map((c) => [c.slug, c.id]));
  const level = new Map(ref.educationalLevels.map((l) => [l.key, l.id]));
  const ids = (m: Map<string, number>, keys: string[]) =>
    keys.map((k) => m.get(k)).filter((v): v is number => v !== undefined);
  return { skill, topic, subtopic, subject, crossArea, category, level, ids };
}
