/** Reviews and page views by the demo users, spread over the last 12 months (deterministic). */
import type { PageView, Resource, Review } from '../types';
import { mulberry32 } from './prng';

export const demoUsers = [
  'teacher@demo.test',
  'manager@demo.test',
  'admin@demo.test',
  'freemium@demo.test',
  'author@demo.test',
  'custom@demo.test',
  'trial@demo.test',
];

const comments = [
  'Lo usé con mi grupo de quinto y funcionó muy bien. Las instrucciones son claras.',
  'Muy útil para el trimestre. Adapté la segunda sesión a 45 minutos sin problema.',
  'Al alumnado le encantó. Repetiremos el curso que viene.',
  'Buena propuesta, aunque necesité más tiempo del previsto para el cierre.',
  'La rúbrica descargable me ahorró mucho trabajo.',
  'Ideal para trabajar por proyectos con otras áreas.',
  "Molt útil i ben estructurat. L'alumnat hi ha participat molt.",
  'Great activity, my students were engaged from the first minute.',
  'Echo de menos más ejemplos para infantil, pero la idea es muy buena.',
  'Funciona perfecto con grupos grandes si se reparten bien los roles.',
];

export function buildActivity(resources: Resource[], seed = 7): { reviews: Review[]; pageViews: PageView[] } {
  const rnd = mulberry32(seed);
  const reviews: Review[] = [];
  const pageViews: PageView[] = [];
  resources.forEach((r, idx) => {
    // popularity decreases along the list, with hand-written resources first and some noise
    const popularity = Math.max(2, Math.round(40 * Math.exp(-idx / 18) + rnd() * 8));
    for (let v = 0; v < popularity; v++) {
      pageViews.push({
        resourceKey: r.key,
        userEmail: demoUsers[Math.floor(rnd() * demoUsers.length)],
        daysAgo: Math.floor(rnd() * rnd() * 365),
      });
    }
    const nReviews = idx < 45 ? 1 + Math.floor(rnd() * 4) : rnd() < 0.4 ? 1 : 0;
    const users = [...demoUsers].sort(() => rnd() - 0.5).slice(0, nReviews);
    for (const userEmail of users) {
      const x = rnd();
      const rating = (x < 0.45 ? 5 : x < 0.8 ? 4 : x < 0.93 ? 3 : x < 0.98 ? 2 : 1) as Review['rating'];
      const categories = [1, 2, 3, 4, 5].filter(() => rnd() < 0.45);
      reviews.push({
        resourceKey: r.key,
        userEmail,
        rating,
        categories: categories.length ? categories : [2],
        comment: rnd() < 0.6 ? comments[Math.floor(rnd() * comments.length)] : null,
        daysAgo: Math.floor(rnd() * 365),
      });
    }
  });
  return { reviews, pageViews };
}
