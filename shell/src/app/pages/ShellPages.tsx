/**
 * Shell-owned pages, each group loaded on demand (spec §2: screens load on demand): marketing,
 * login/corporate login, account pages (reset, quote, licence, sign terms, unauthorized, not found),
 * FAQs, preferences. The page is picked from the shell's route table (the same match the guard and
 * single-spa use), so no router is needed to choose it.
 */
import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '@platform/ui';
import { useCurrentRoute } from '../hooks/useShell';
import { isWhiteLabelHost } from '../host';
import { lazyNamed as pick } from '../lazyLoad';
import { withPageTexts } from '../pageTexts';

// every page but the login pages (texts of the `shell` namespace) brings the `pages` texts along
const marketing = withPageTexts(() => import('./MarketingPages'));
const login = () => import('./LoginPage');
const account = withPageTexts(() => import('./AccountPages'));

const HomePage = pick(marketing, 'HomePage');
const ContentPage = pick(marketing, 'ContentPage');
const HowItWorksPage = pick(marketing, 'HowItWorksPage');
const ImpactPage = pick(marketing, 'ImpactPage');
const LoginPage = pick(login, 'LoginPage');
const CorporativeLoginPage = pick(login, 'CorporativeLoginPage');
const ResetPasswordPage = pick(account, 'ResetPasswordPage');
const QuotePage = pick(account, 'QuotePage');
const LicensePage = pick(account, 'LicensePage');
const TrialFinishedPage = pick(account, 'TrialFinishedPage');
const SignTermsPage = pick(account, 'SignTermsPage');
const UnauthorizedPage = pick(account, 'UnauthorizedPage');
const NotFoundPage = pick(account, 'NotFoundPage');
const FaqsPage = pick(
  withPageTexts(() => import('./FaqsPage')),
  'FaqsPage',
);
const PreferencesPage = pick(
  withPageTexts(() => import('./PreferencesPage')),
  'PreferencesPage',
);

function Impact() {
  return isWhiteLabelHost() ? <NotFoundPage /> : <ImpactPage />;
}

export const SHELL_PAGES: Record<string, ComponentType> = {
  home: HomePage,
  content: ContentPage,
  'how-it-works': HowItWorksPage,
  impact: Impact,
  login: LoginPage,
  'corporative-login': CorporativeLoginPage,
  'reset-password': ResetPasswordPage,
  quote: QuotePage,
  preferences: PreferencesPage,
  unauthorized: UnauthorizedPage,
  'not-found': NotFoundPage,
  faqs: FaqsPage,
  'trial-finished': TrialFinishedPage,
  license: LicensePage,
  'sign-terms': SignTermsPage,
};

export function ShellPages() {
  const { route } = useCurrentRoute();
  const Page = (route && route.owner === 'shell' ? SHELL_PAGES[route.name] : undefined) ?? NotFoundPage;
  return (
    <Suspense fallback={<LoadingState />}>
      <Page key={route?.name ?? 'none'} />
    </Suspense>
  );
}
