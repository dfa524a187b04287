/**
 * Demo content for the platform: reference data and catalogue, in es / en / ca.
 *
 * - `getReferenceData()`: categories, skills, age ranges, SDGs, topics, UDL, subjects, levels,
 *   positions, countries, grades, FAQ, cross areas and months.
 * - `getCatalogue()`: the hand-written base catalogue (authors, 60+ resources, programs, provider
 *   folders, ephemerides, notifications, reviews, page views and used-content records).
 * - `getCatalogue({ scale: N })`: the same catalogue with exactly N resources (N >= base size),
 *   the extra ones derived deterministically from the base ones (see ./data/scale.ts).
 */
import type { Catalogue, ReferenceData } from './types';
import * as ref from './data/reference';
import { faqSections } from './data/faq';
import { authors } from './data/authors';
import { baseResources } from './data/resources';
import { programs } from './data/programs';
import { providerFolders } from './data/folders';
import { ephemerides } from './data/ephemerides';
import { notifications } from './data/notifications';
import { buildActivity, demoUsers } from './data/activity';
import { usedContentRecords } from './data/used-content';
import { scaleResources } from './data/scale';

export type * from './types';
export { demoUsers };

export function getReferenceData(): ReferenceData {
  return {
    categories: ref.categories,
    skills: ref.skills,
    ageRanges: ref.ageRanges,
    sdgs: ref.sdgs,
    topics: ref.topics,
    udls: ref.udls,
    evaluationMethods: ref.evaluationMethods,
    subjects: ref.subjects,
    educationalLevels: ref.educationalLevels,
    positions: ref.positions,
    countries: ref.countries,
    academicGrades: ref.academicGrades,
    faqSections,
    crossAreas: ref.crossAreas,
    months: ref.months,
  };
}

let baseCache: Catalogue | null = null;
function base(): Catalogue {
  if (!baseCache) {
    const resources = baseResources();
    const { reviews, pageViews } = buildActivity(resources);
    baseCache = {
      authors,
      resources,
      programs,
      providerFolders,
      ephemerides,
      notifications,
      reviews,
      pageViews,
      usedContentRecords,
    };
  }
  return baseCache;
}

/**
 * The catalogue. Without options (or scale <= base size) it is the hand-written base catalogue.
 * With `scale: N` the resources list has exactly N entries with unique keys; programs, folders,
 * ephemerides and activity keep referencing base resources. Deterministic for a given seed.
 * Treat the returned objects as read-only: scaled variants share nested objects with the base.
 */
export function getCatalogue(opts?: { scale?: number; seed?: number }): Catalogue {
  const b = base();
  const scale = Math.floor(opts?.scale ?? 0);
  if (scale <= b.resources.length) return { ...b };
  return { ...b, resources: scaleResources(b.resources, ref.topics, scale, opts?.seed ?? 1) };
}
