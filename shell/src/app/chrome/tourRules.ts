import type { UserInfo } from '@platform/session';
import type { RouteDef } from '../routes';

/** The user's navigationTutorial flag is on. */
export const tutorialOn = (u: UserInfo | null) =>
  !!u && (u as { navigationTutorial?: boolean }).navigationTutorial === true;

/** The onboarding tour runs on the feed for a user whose tutorial flag is on. */
export const tourEligible = (u: UserInfo | null, route: RouteDef | null) => tutorialOn(u) && route?.name === 'feed';
