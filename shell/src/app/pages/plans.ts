/** The licences a school can ask for (/license, /quote/:license; the prerendered pages name them too). */
export const PLANS = ['freemium', 'program', 'campus'] as const;
export type Plan = (typeof PLANS)[number];
