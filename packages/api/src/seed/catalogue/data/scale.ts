/**
 * Scale generator: grows the base catalogue to N resources by deterministic variation.
 * Every variant shares the (immutable) class plans, media and long texts of its base resource by
 * reference, so 100k resources cost little memory; only key, title, taxonomy and dates are new.
 * Titles combine an activity word, a subtopic name and a qualifier in each language, so full-text
 * search gets realistic, varied vocabulary.
 */
import type { L10n, Resource, Topic } from '../types';
import { mulberry32 } from './prng';

const activities: L10n[] = [
  { es: 'Taller', en: 'Workshop', ca: 'Taller' },
  { es: 'Reto', en: 'Challenge', ca: 'Repte' },
  { es: 'Proyecto', en: 'Project', ca: 'Projecte' },
  { es: 'Laboratorio', en: 'Lab', ca: 'Laboratori' },
  { es: 'Misión', en: 'Mission', ca: 'Missió' },
  { es: 'Itinerario', en: 'Pathway', ca: 'Itinerari' },
  { es: 'Exploración', en: 'Exploration', ca: 'Exploració' },
  { es: 'Debate', en: 'Debate', ca: 'Debat' },
  { es: 'Investigación', en: 'Inquiry', ca: 'Investigació' },
  { es: 'Juego de rol', en: 'Role-play', ca: 'Joc de rol' },
  { es: 'Secuencia', en: 'Sequence', ca: 'Seqüència' },
  { es: 'Caso práctico', en: 'Case study', ca: 'Cas pràctic' },
  { es: 'Desafío', en: 'Quest', ca: 'Desafiament' },
  { es: 'Rincón', en: 'Corner', ca: 'Racó' },
  { es: 'Expedición', en: 'Expedition', ca: 'Expedició' },
];
const qualifiers: L10n[] = [
  { es: 'en equipo', en: 'in teams', ca: 'en equip' },
  { es: 'paso a paso', en: 'step by step', ca: 'pas a pas' },
  { es: 'con datos reales', en: 'with real data', ca: 'amb dades reals' },
  { es: 'en el patio', en: 'in the playground', ca: 'al pati' },
  { es: 'para pequeños investigadores', en: 'for young researchers', ca: 'per a petits investigadors' },
  { es: 'desde casa', en: 'from home', ca: 'des de casa' },
  { es: 'en el barrio', en: 'in the neighbourhood', ca: 'al barri' },
  { es: 'sin pantallas', en: 'unplugged', ca: 'sense pantalles' },
  { es: 'con robots', en: 'with robots', ca: 'amb robots' },
  { es: 'a través del arte', en: 'through art', ca: "a través de l'art" },
  { es: 'con juegos de mesa', en: 'with board games', ca: 'amb jocs de taula' },
  { es: 'para toda la clase', en: 'for the whole class', ca: 'per a tota la classe' },
  { es: 'en 50 minutos', en: 'in 50 minutes', ca: 'en 50 minuts' },
  { es: 'con la comunidad', en: 'with the community', ca: 'amb la comunitat' },
  { es: 'con podcasts', en: 'with podcasts', ca: 'amb pòdcasts' },
  { es: 'al aire libre', en: 'outdoors', ca: "a l'aire lliure" },
];
const ageRanges: Array<[number, number]> = [
  [3, 5],
  [6, 8],
  [9, 11],
  [12, 15],
  [16, 18],
  [6, 11],
  [12, 18],
];
const skillKeys = [
  'problemResolution',
  'criticalThinking',
  'teamwork',
  'flexibility',
  'resilience',
  'analysis',
  'creativity',
  'effectiveCommunication',
  'commitment',
  'perseverance',
  'leadership',
  'initiative',
  'curiosity',
  'responsibility',
];

const lower = (s: string, l: string) => (l === 'en' ? s.toLowerCase() : s.charAt(0).toLowerCase() + s.slice(1));

export function scaleResources(base: Resource[], topics: Topic[], total: number, seed = 1): Resource[] {
  if (total <= base.length) return base;
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const subs = topics.flatMap((tp) => tp.subtopics.map((s) => ({ topic: tp.key, key: s.key, name: s.name })));
  const out: Resource[] = base.slice();
  out.length = total;
  for (let i = base.length; i < total; i++) {
    const b = base[i % base.length];
    const sub = pick(subs);
    const act = pick(activities);
    const q = pick(qualifiers);
    const [ageMin, ageMax] = pick(ageRanges);
    const s1 = pick(skillKeys);
    let s2 = pick(skillKeys);
    if (s2 === s1) s2 = skillKeys[(skillKeys.indexOf(s1) + 1) % skillKeys.length];
    const sdg1 = 1 + Math.floor(rnd() * 17);
    const title: L10n = {
      es: `${act.es}: ${lower(sub.name.es, 'es')} ${q.es}`,
      en: `${act.en}: ${lower(sub.name.en, 'en')} ${q.en}`,
      ca: `${act.ca}: ${lower(sub.name.ca, 'ca')} ${q.ca}`,
    };
    const daysAgo = Math.floor(rnd() * 1095);
    out[i] = {
      ...b,
      key: `${b.key}--v${i}`,
      title,
      ageMin,
      ageMax,
      skillKeys: [s1, s2],
      topicKeys: [sub.topic],
      subtopicKeys: [sub.key],
      sdgIds: sdg1 === b.sdgIds[0] ? b.sdgIds : [sdg1, ...b.sdgIds.slice(0, 1)],
      publishedDaysAgo: daysAgo,
      novelty: daysAgo < 30,
    };
  }
  return out;
}
