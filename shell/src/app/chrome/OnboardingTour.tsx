/**
 * Onboarding tour (spec §2, §4, §9): five steps (explore, recommended resource, folders, programs,
 * statistics), starts 200 ms after the feed opens for a user whose navigationTutorial flag is on,
 * keyboard navigation (←/→, Escape). Stopping it sets the tutorial status to false (it can be
 * reactivated in preferences).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { sessionStore, userInfoAtom, type UserInfo } from '@platform/session';
import { Box, Button, Flex, Heading, Text } from '@platform/ui';
import { navigationTutorial } from '../api';
import { useCurrentRoute, useT, useUser } from '../hooks/useShell';
import { tourEligible } from './tourRules';

export const TOUR_STEPS = ['explore', 'recommended', 'folders', 'programs', 'statistics'] as const;
export const TOUR_START_DELAY_MS = 200;
type Step = (typeof TOUR_STEPS)[number];

/** The nav link each step points at (none for the recommended resource, which lives in the feed). */
const ANCHOR: Partial<Record<Step, string>> = {
  explore: '/feed',
  folders: '/folders',
  programs: '/programs',
  statistics: '/my-stats',
};

export function setTutorialFlag(on: boolean): void {
  const u = sessionStore.get(userInfoAtom);
  if (u) sessionStore.set(userInfoAtom, { ...u, navigationTutorial: on } as UserInfo);
}

export function OnboardingTour() {
  const { t } = useT();
  const user = useUser();
  const { route } = useCurrentRoute();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const eligible = tourEligible(user, route);

  useEffect(() => {
    if (!eligible) {
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => {
      setStep(0);
      setOpen(true);
    }, TOUR_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  const current = TOUR_STEPS[step]!;
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const href = ANCHOR[current];
    const el = href ? document.querySelector<HTMLElement>(`header nav a[href="${href}"]`) : null;
    if (!el) return;
    const prev = el.style.outline;
    el.style.outline = '3px solid var(--chakra-colors-brand-500, #2563eb)';
    el.style.outlineOffset = '2px';
    return () => {
      el.style.outline = prev;
    };
  }, [open, current]);

  const stop = () => {
    setOpen(false);
    setTutorialFlag(false);
    void navigationTutorial(false).catch(() => undefined);
  };
  const next = () => (step < TOUR_STEPS.length - 1 ? setStep(step + 1) : stop());
  const back = () => setStep(Math.max(0, step - 1));

  if (!open) return null;
  return (
    <Box
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-body`}
      tabIndex={-1}
      position="fixed"
      top="80px"
      left="50%"
      transform="translateX(-50%)"
      zIndex="popover"
      bg="bg"
      shadow="xl"
      rounded="lg"
      borderWidth="1px"
      p="6"
      w="min(92vw, 420px)"
      outline="none"
      data-testid="onboarding-tour"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') next();
        else if (e.key === 'ArrowLeft') back();
        else if (e.key === 'Escape') stop();
      }}
    >
      <Text fontSize="sm" color="fg.muted" mb="1">
        {t('tour.progress', { current: step + 1, total: TOUR_STEPS.length })}
      </Text>
      <Heading as="h2" size="md" id={titleId} mb="2">
        {t(`tour.steps.${current}.title`)}
      </Heading>
      <Text id={`${titleId}-body`} mb="5">
        {t(`tour.steps.${current}.body`)}
      </Text>
      <Flex gap="2" justify="space-between" align="center">
        <Button variant="ghost" size="sm" onClick={stop}>
          {t('tour.skip')}
        </Button>
        <Flex gap="2">
          {step > 0 ? (
            <Button variant="outline" size="sm" onClick={back}>
              {t('tour.back')}
            </Button>
          ) : null}
          <Button colorPalette="brand" size="sm" onClick={next}>
            {step < TOUR_STEPS.length - 1 ? t('tour.next') : t('tour.finish')}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
