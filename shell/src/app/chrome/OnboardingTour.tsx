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

/** The nav link each step points at (the recommended resource points at the feed's recommended widget). */
const ANCHOR: Partial<Record<Step, string>> = {
  explore: '/feed',
  folders: '/folders',
  programs: '/programs',
  statistics: '/my-stats',
};

/** Laid out (not display:none, nor inside something hidden) at this width. */
const shown = (el: Element | null): el is HTMLElement =>
  !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

/**
 * What a step points at at this width: the bar's link when it is shown; when the bar's links are folded away
 * (below 1000px) the menu button that opens them; the recommended widget of the feed. `null`: nothing of it is
 * shown here (e.g. no statistics link for a custom licence), and the step is skipped.
 */
export function tourTarget(step: Step): { el: HTMLElement; viaMenu: boolean } | null {
  if (step === 'recommended') {
    const w = document.querySelector('section[aria-labelledby="w-recommended"]');
    return shown(w) ? { el: w, viaMenu: false } : null;
  }
  // the bar's entries (not the logo, which also leads to the feed)
  const links = [...document.querySelectorAll(`header nav li a[href="${ANCHOR[step]}"]`)];
  const link = links.find(shown);
  if (link) return { el: link as HTMLElement, viaMenu: false };
  const menu = document.querySelector('header [data-tour="menu"]');
  // the link is in the bar but folded into the menu at this width
  return links.length && shown(menu) ? { el: menu, viaMenu: true } : null;
}

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

  // the steps with something to point at at this width (recomputed when the width changes)
  const [steps, setSteps] = useState<readonly Step[]>(TOUR_STEPS);
  useEffect(() => {
    if (!open) return;
    const measure = () => {
      const now = TOUR_STEPS.filter((s) => tourTarget(s));
      setSteps((prev) => (prev.join() === now.join() ? prev : now.length ? now : TOUR_STEPS));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, step]);
  const at = Math.min(step, steps.length - 1);
  const current = steps[at]!;
  const target = open ? tourTarget(current) : null;
  const viaMenu = !!target?.viaMenu;
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const el = tourTarget(current)?.el;
    if (!el) return;
    el.scrollIntoView?.({ block: 'nearest' });
    const prev = el.style.outline;
    const prevOffset = el.style.outlineOffset;
    el.style.outline = '3px solid var(--chakra-colors-brand-500, #2563eb)';
    el.style.outlineOffset = '2px';
    return () => {
      el.style.outline = prev;
      el.style.outlineOffset = prevOffset;
    };
  }, [open, current]);

  const stop = () => {
    setOpen(false);
    setTutorialFlag(false);
    void navigationTutorial(false).catch(() => undefined);
  };
  const next = () => (at < steps.length - 1 ? setStep(at + 1) : stop());
  const back = () => setStep(Math.max(0, at - 1));

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
        {t('tour.progress', { current: at + 1, total: steps.length })}
      </Text>
      <Heading as="h2" size="md" id={titleId} mb="2">
        {t(`tour.steps.${current}.title`)}
      </Heading>
      <Box id={`${titleId}-body`} mb="5">
        <Text>{t(`tour.steps.${current}.body`)}</Text>
        {viaMenu && (
          <Text mt="2" fontSize="sm" data-testid="tour-in-menu">
            {t('tour.inMenu')}
          </Text>
        )}
      </Box>
      <Flex gap="2" justify="space-between" align="center">
        <Button variant="ghost" size="sm" onClick={stop}>
          {t('tour.skip')}
        </Button>
        <Flex gap="2">
          {at > 0 ? (
            <Button variant="outline" size="sm" onClick={back}>
              {t('tour.back')}
            </Button>
          ) : null}
          <Button colorPalette="brand" size="sm" onClick={next}>
            {at < steps.length - 1 ? t('tour.next') : t('tour.finish')}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
