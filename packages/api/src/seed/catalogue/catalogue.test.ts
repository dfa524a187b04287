/** @jest-environment node */
import { getCatalogue, getReferenceData } from './index';
import { coverSvg, listCovers } from '../covers';
import type { L10n } from './types';

const ref = getReferenceData();
const cat = getCatalogue();

const isL10n = (x: unknown): x is L10n =>
  !!x &&
  typeof x === 'object' &&
  !Array.isArray(x) &&
  Object.keys(x as object)
    .sort()
    .join() === 'ca,en,es';

/** Collects every L10n found anywhere in a value, with its path. */
function collectL10n(v: unknown, path: string, out: Array<[string, L10n]>): void {
  if (Array.isArray(v)) v.forEach((x, i) => collectL10n(x, `${path}[${i}]`, out));
  else if (isL10n(v)) out.push([path, v]);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collectL10n(x, `${path}.${k}`, out);
}

describe('reference data', () => {
  it('has the expected enumerations', () => {
    expect(ref.categories.map((c) => c.slug)).toEqual([
      'computationalThinking',
      'globalCitizenship',
      'entrepreneurialSpirit',
      'teachersTraining',
    ]);
    expect(ref.sdgs.map((s) => s.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(ref.skills.length).toBe(14);
    expect(ref.udls.length).toBe(9);
    expect(new Set(ref.udls.map((u) => u.type))).toEqual(new Set(['engagement', 'representation', 'actionExpression']));
    expect(ref.evaluationMethods.map((e) => e.key)).toEqual(['heteroevaluation', 'coevaluation', 'autoevaluation']);
    expect(ref.positions.length).toBe(11);
    expect(ref.crossAreas.length).toBe(9);
    expect(ref.months.length).toBe(12);
    expect(ref.topics.length).toBeGreaterThanOrEqual(8);
    for (const tp of ref.topics) expect(tp.subtopics.length).toBeGreaterThanOrEqual(3);
    expect(ref.countries.find((c) => c.key === 'other')?.phonePrefix).toBeNull();
    expect(ref.countries.find((c) => c.iso2 === 'UY')?.phonePrefix).toBe('+598');
    expect(ref.faqSections[0].key).toBe('contact');
    for (const s of ref.faqSections) expect(s.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('has academic grades for every country, ordered and referencing known levels', () => {
    const levels = new Set(ref.educationalLevels.map((l) => l.key));
    for (const c of ref.countries) {
      const gs = ref.academicGrades.filter((g) => g.countryIso2 === c.iso2);
      expect(gs.length).toBeGreaterThan(3);
      expect(gs.map((g) => g.institutionalOrder)).toEqual(gs.map((_, i) => i + 1));
      for (const g of gs) expect(levels.has(g.levelKey)).toBe(true);
    }
    expect(ref.academicGrades.filter((g) => g.countryIso2 === 'ES').map((g) => g.name.es)).toContain('4º ESO');
  });

  it('has unique ids and keys', () => {
    const lists = [
      ref.categories,
      ref.skills,
      ref.ageRanges,
      ref.sdgs,
      ref.topics,
      ref.udls,
      ref.evaluationMethods,
      ref.subjects,
      ref.educationalLevels,
      ref.positions,
      ref.crossAreas,
    ];
    for (const l of lists) {
      expect(new Set(l.map((x) => x.id)).size).toBe(l.length);
      expect(new Set(l.map((x) => x.key)).size).toBe(l.length);
    }
    const subs = ref.topics.flatMap((t) => t.subtopics);
    expect(new Set(subs.map((s) => s.id)).size).toBe(subs.length);
    expect(new Set(subs.map((s) => s.key)).size).toBe(subs.length);
    expect(new Set(ref.academicGrades.map((g) => g.id)).size).toBe(ref.academicGrades.length);
  });
});

describe('L10n completeness', () => {
  it('every L10n in reference data and catalogue has non-empty es/en/ca', () => {
    const all: Array<[string, L10n]> = [];
    collectL10n(ref, 'ref', all);
    collectL10n(cat, 'cat', all);
    expect(all.length).toBeGreaterThan(2000);
    const empty = all.filter(([, v]) => !v.es.trim() || !v.en.trim() || !v.ca.trim()).map(([p]) => p);
    expect(empty).toEqual([]);
    const unfilled = all.filter(([, v]) => /\{(np|obj|title|lens|q|prev)\}/.test(v.es + v.en + v.ca)).map(([p]) => p);
    expect(unfilled).toEqual([]);
  });

  it('Spanish and Catalan contractions are applied', () => {
    const all: Array<[string, L10n]> = [];
    collectL10n(cat.resources, 'r', all);
    expect(all.filter(([, v]) => /\b[Dd]e el\b|\b[Aa] el\b/.test(v.es)).map(([p]) => p)).toEqual([]);
    expect(all.filter(([, v]) => /\b[Dd]e els?\b|\b[Aa] els?\b|\b[Pp]er els?\b/.test(v.ca)).map(([p]) => p)).toEqual(
      [],
    );
  });
});

describe('catalogue', () => {
  const keys = (xs: Array<{ key: string }>) => new Set(xs.map((x) => x.key));
  const skillKeys = keys(ref.skills),
    topicKeys = keys(ref.topics),
    subjectKeys = keys(ref.subjects),
    crossKeys = keys(ref.crossAreas);
  const subtopicKeys = new Set(ref.topics.flatMap((t) => t.subtopics.map((s) => s.key)));
  const sdgIds = new Set(ref.sdgs.map((s) => s.id));
  const authorKeys = keys(cat.authors),
    resourceKeys = keys(cat.resources),
    programKeys = keys(cat.programs),
    folderKeys = keys(cat.providerFolders);

  it('has the expected counts', () => {
    expect(cat.authors.length).toBe(8);
    expect(cat.resources.length).toBeGreaterThanOrEqual(60);
    expect(cat.programs.length).toBe(8);
    expect(cat.providerFolders.length).toBe(12);
    expect(cat.ephemerides.length).toBe(40);
    expect(new Set(cat.notifications.map((n) => n.tag))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(cat.resources.map((r) => r.categorySlug))).toEqual(new Set(ref.categories.map((c) => c.slug)));
    expect(new Set(cat.resources.map((r) => r.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(cat.ephemerides.map((e) => e.month)).size).toBe(12);
    expect(cat.providerFolders.some((f) => f.featured)).toBe(true);
    expect(cat.providerFolders.some((f) => f.novelty)).toBe(true);
    expect(cat.providerFolders.filter((f) => f.childFolderKeys.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(cat.notifications.some((n) => n.highlighted)).toBe(true);
  });

  it('has unique keys', () => {
    for (const l of [
      cat.authors,
      cat.resources,
      cat.programs,
      cat.providerFolders,
      cat.ephemerides,
      cat.notifications,
    ]) {
      expect(new Set(l.map((x) => x.key)).size).toBe(l.length);
    }
  });

  it('resources reference existing reference data and are well formed', () => {
    for (const r of cat.resources) {
      const ctx = r.key;
      expect([ctx, authorKeys.has(r.authorKey)]).toEqual([ctx, true]);
      for (const k of r.skillKeys) expect([ctx, k, skillKeys.has(k)]).toEqual([ctx, k, true]);
      for (const k of r.topicKeys) expect([ctx, k, topicKeys.has(k)]).toEqual([ctx, k, true]);
      for (const k of r.subtopicKeys) expect([ctx, k, subtopicKeys.has(k)]).toEqual([ctx, k, true]);
      for (const k of r.subjectKeys) expect([ctx, k, subjectKeys.has(k)]).toEqual([ctx, k, true]);
      for (const k of r.crossAreaKeys) expect([ctx, k, crossKeys.has(k)]).toEqual([ctx, k, true]);
      for (const id of r.sdgIds) expect([ctx, id, sdgIds.has(id)]).toEqual([ctx, id, true]);
      // each subtopic belongs to one of the resource topics
      for (const s of r.subtopicKeys)
        expect([
          ctx,
          s,
          r.topicKeys.includes(ref.topics.find((t) => t.subtopics.some((x) => x.key === s))!.key),
        ]).toEqual([ctx, s, true]);
      expect(r.skillKeys.length).toBeGreaterThan(0);
      expect(r.skillKeys.length).toBeLessThanOrEqual(3);
      expect(r.ageMin).toBeLessThanOrEqual(r.ageMax);
      expect(r.languages.length).toBeGreaterThan(0);
      expect(r.classes.length).toBeGreaterThanOrEqual(1);
      expect(r.classes.length).toBeLessThanOrEqual(6);
      expect(r.classes.map((c) => c.classNumber)).toEqual(r.classes.map((_, i) => i + 1));
      for (const c of r.classes) {
        expect(c.minutesDuration).toBeGreaterThan(0);
        expect(c.teacherMaterials.length + c.studentMaterials.length).toBeGreaterThan(0);
        for (const m of [...c.teacherMaterials, ...c.studentMaterials]) if (m.kind === 3) expect(m.file).toBeTruthy();
      }
      expect(r.cover).toMatch(/^\/files\/demo\/covers\/[a-z0-9-]+\.svg$/);
      expect(r.teacherMedia.some((m) => m.kind === 2)).toBe(true);
      for (const m of [...r.teacherMedia, ...r.studentMedia])
        if (m.kind === 1) expect(m.url).toMatch(/^https:\/\/videos\.example\.org\//);
    }
    expect(cat.resources.some((r) => r.languages.length < 3)).toBe(true);
    expect(cat.resources.some((r) => r.teacherMedia.some((m) => m.kind === 1))).toBe(true);
    expect(cat.resources.filter((r) => r.globalValuationSection).length).toBeGreaterThan(cat.resources.length / 2);
  });

  it('programs, folders and ephemerides reference existing content', () => {
    const levels = new Set(ref.educationalLevels.map((l) => l.key));
    const udlIds = new Set(ref.udls.map((u) => u.id));
    const evalIds = new Set(ref.evaluationMethods.map((e) => e.id));
    for (const p of cat.programs) {
      expect(authorKeys.has(p.authorKey)).toBe(true);
      for (const a of p.coAuthorKeys) expect(authorKeys.has(a)).toBe(true);
      expect(p.resourceKeys.length).toBeGreaterThanOrEqual(3);
      expect(p.resourceKeys.length).toBeLessThanOrEqual(6);
      for (const k of p.resourceKeys) expect([p.key, k, resourceKeys.has(k)]).toEqual([p.key, k, true]);
      expect(levels.has(p.levelKey)).toBe(true);
      for (const u of p.udlIds) expect(udlIds.has(u)).toBe(true);
      expect(evalIds.has(p.evaluationMethodId)).toBe(true);
      expect(p.keywords.length).toBeLessThanOrEqual(10);
    }
    for (const f of cat.providerFolders) {
      for (const k of f.resourceKeys) expect([f.key, k, resourceKeys.has(k)]).toEqual([f.key, k, true]);
      for (const k of f.programKeys) expect(programKeys.has(k)).toBe(true);
      for (const k of f.childFolderKeys) expect(folderKeys.has(k)).toBe(true);
      for (const k of f.crossAreaKeys) expect(crossKeys.has(k)).toBe(true);
      for (const id of f.sdgIds) expect(sdgIds.has(id)).toBe(true);
    }
    for (const e of cat.ephemerides) {
      expect(e.folderKey !== null || e.resourceKeys.length > 0).toBe(true);
      if (e.folderKey) expect(folderKeys.has(e.folderKey)).toBe(true);
      for (const k of e.resourceKeys) expect([e.key, k, resourceKeys.has(k)]).toEqual([e.key, k, true]);
      expect(e.day).toBeLessThanOrEqual(new Date(2024, e.month, 0).getDate());
    }
  });

  it('reviews and page views reference demo users and resources over the last year', () => {
    const emails = new Set([
      'teacher@demo.test',
      'manager@demo.test',
      'admin@demo.test',
      'freemium@demo.test',
      'author@demo.test',
      'custom@demo.test',
      'trial@demo.test',
    ]);
    expect(cat.reviews.length).toBeGreaterThan(60);
    expect(cat.pageViews.length).toBeGreaterThan(500);
    const pairs = new Set<string>();
    for (const r of cat.reviews) {
      expect(resourceKeys.has(r.resourceKey)).toBe(true);
      expect(emails.has(r.userEmail)).toBe(true);
      expect(r.daysAgo).toBeLessThan(366);
      for (const c of r.categories) expect(c >= 1 && c <= 5).toBe(true);
      pairs.add(`${r.resourceKey}|${r.userEmail}`);
    }
    expect(pairs.size).toBe(cat.reviews.length);
    for (const v of cat.pageViews) {
      expect(resourceKeys.has(v.resourceKey)).toBe(true);
      expect(emails.has(v.userEmail)).toBe(true);
      expect(v.daysAgo).toBeLessThan(366);
    }
  });

  it('every class of every resource has its teacher sections and student statement, in es/en/ca', () => {
    const missing: string[] = [];
    const sections = [
      'startSection',
      'developmentSection',
      'closureSection',
      'valuationSection',
      'studentStatement',
    ] as const;
    for (const r of cat.resources) {
      for (const c of r.classes) {
        for (const s of sections) {
          for (const l of ['es', 'en', 'ca'] as const)
            if (!c[s]?.[l]?.replace(/<[^>]*>/g, '').trim()) missing.push(`${r.key} class ${c.classNumber} ${s}.${l}`);
        }
      }
    }
    expect(cat.resources.flatMap((r) => r.classes).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('has at least 10 notifications covering the six tags', () => {
    expect(cat.notifications.length).toBeGreaterThanOrEqual(10);
    expect(new Set(cat.notifications.map((n) => n.tag))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('has used-content records of the demo school staff: several programs, complete and partial, valid classes', () => {
    const recs = cat.usedContentRecords;
    expect(new Set(recs.map((r) => r.key)).size).toBe(recs.length);
    expect(new Set(recs.map((r) => r.userEmail))).toEqual(
      new Set(['teacher@demo.test', 'manager@demo.test', 'admin@demo.test']),
    );
    expect(new Set(recs.map((r) => r.programKey)).size).toBeGreaterThanOrEqual(4);
    expect(recs.filter((r) => r.resources === 'all').length).toBeGreaterThanOrEqual(2);
    expect(recs.filter((r) => r.resources !== 'all').length).toBeGreaterThanOrEqual(3);
    const grades = new Set(ref.academicGrades.filter((g) => g.countryIso2 === 'ES').map((g) => g.institutionalOrder));
    for (const r of recs) {
      const program = cat.programs.find((p) => p.key === r.programKey);
      expect([r.key, !!program]).toEqual([r.key, true]);
      if (r.gradeOrder !== null) expect([r.key, grades.has(r.gradeOrder)]).toEqual([r.key, true]);
      expect(r.daysAgo).toBeGreaterThanOrEqual(0);
      expect(r.daysAgo).toBeLessThan(366);
      if (r.resources === 'all') continue;
      expect(r.resources.length).toBeGreaterThan(0);
      for (const u of r.resources) {
        expect([r.key, u.resourceKey, program!.resourceKeys.includes(u.resourceKey)]).toEqual([
          r.key,
          u.resourceKey,
          true,
        ]);
        const classes = cat.resources.find((x) => x.key === u.resourceKey)!.classes.map((c) => c.classNumber);
        if (u.classNumbers !== 'all')
          for (const n of u.classNumbers)
            expect([r.key, u.resourceKey, n, classes.includes(n)]).toEqual([r.key, u.resourceKey, n, true]);
      }
      // a partial record leaves some class of the program out
      const usedAll = program!.resourceKeys.every((k) => {
        const u = (r.resources as Exclude<typeof r.resources, 'all'>).find((x) => x.resourceKey === k);
        return (
          u &&
          (u.classNumbers === 'all' || u.classNumbers.length === cat.resources.find((x) => x.key === k)!.classes.length)
        );
      });
      expect([r.key, usedAll]).toEqual([r.key, false]);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(getCatalogue())).toBe(JSON.stringify(cat));
  });
});

describe('scale generator', () => {
  it('returns exactly N resources with unique keys and valid references', () => {
    const big = getCatalogue({ scale: 10000 });
    expect(big.resources.length).toBe(10000);
    expect(new Set(big.resources.map((r) => r.key)).size).toBe(10000);
    const subtopics = new Set(ref.topics.flatMap((t) => t.subtopics.map((s) => s.key)));
    for (const r of big.resources) {
      expect(r.title.es && r.title.en && r.title.ca).toBeTruthy();
      for (const k of r.subtopicKeys) expect(subtopics.has(k)).toBe(true);
    }
    expect(new Set(big.resources.map((r) => r.title.es)).size).toBeGreaterThan(1000);
    expect(JSON.stringify(getCatalogue({ scale: 10000 }).resources.slice(-5))).toBe(
      JSON.stringify(big.resources.slice(-5)),
    );
    expect(getCatalogue().resources.length).toBe(cat.resources.length);
  });

  // how long this takes is the search benchmark's business (bench/search.ts), not a timed test's
  it('builds 100k resources with unique ids', () => {
    const big = getCatalogue({ scale: 100000 });
    expect(big.resources.length).toBe(100000);
    expect(new Set(big.resources.map((r) => r.key)).size).toBe(100000);
  });
});

describe('covers', () => {
  it('produces an SVG per distinct cover path', () => {
    const covers = listCovers(cat);
    const paths = new Set([
      ...cat.resources.map((r) => r.cover),
      ...cat.programs.map((p) => p.cover),
      ...cat.providerFolders.map((f) => f.cover),
    ]);
    for (const p of paths) expect(covers.some((c) => c.path === p)).toBe(true);
    for (const c of covers) {
      expect(c.svg.startsWith('<svg')).toBe(true);
      expect(c.svg.endsWith('</svg>')).toBe(true);
    }
    expect(listCovers(getCatalogue({ scale: 5000 })).length).toBe(covers.length);
    expect(coverSvg('x', 'A & <b>', '#27AE60')).toContain('A &amp; &lt;b&gt;');
  });
});
