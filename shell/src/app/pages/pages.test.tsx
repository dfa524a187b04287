import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@platform/api-client';
import * as account from '@platform/api-client/account';
import * as krea from '@platform/api-client/krea';
import * as reference from '@platform/api-client/reference';
import { bus } from '@platform/event-bus';
import { getLocale, getUserInfo } from '@platform/session';
import { renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';
import { QUOTE_TOAST_MS } from './AccountPages';

jest.mock('@platform/api-client', () => {
  const actual = jest.requireActual('@platform/api-client');
  return {
    ...actual,
    apiClient: { ...actual.apiClient, post: jest.fn(), get: jest.fn() },
  };
});
jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
  resetPassword: jest.fn(),
  languageConfiguration: jest.fn(),
  navigationTutorial: jest.fn(),
}));
jest.mock('@platform/api-client/krea', () => ({
  ...jest.requireActual('@platform/api-client/krea'),
  signTermsAndConditions: jest.fn(),
}));
jest.mock('@platform/api-client/reference', () => ({
  ...jest.requireActual('@platform/api-client/reference'),
  faqSections: jest.fn(),
  faqs: jest.fn(),
}));
const api = {
  ...(client as jest.Mocked<typeof client>),
  ...(account as jest.Mocked<typeof account>),
  ...(krea as jest.Mocked<typeof krea>),
  reference: reference as jest.Mocked<typeof reference>,
};
const post = api.apiClient.post as jest.Mock;

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

describe('not-found and unauthorized', () => {
  it('not-found says "Oh no! Something went wrong" and goes back to the feed', async () => {
    await renderShell('/not-found', { locale: 'en', user: mkUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Oh no! Something went wrong' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to explore' }));
    expect(window.location.pathname).toBe('/feed');
  });

  it('unauthorized shows the status code from the query', async () => {
    await renderShell('/unauthorized?statusCode=403', { locale: 'en', user: mkUser() });
    expect(screen.getByText('You do not have permission for this section.')).toBeInTheDocument();
    expect(screen.getByLabelText('Error 403')).toHaveTextContent('403');
  });
});

describe('marketing pages', () => {
  it.each([
    ['/', 'Educational resources that turn classes into projects'],
    ['/content', 'Content designed by teachers, for teachers'],
    ['/how-it-works', 'How Kimple works'],
    ['/impact', 'Education that changes things'],
  ])('%s has its own translated content', async (path, heading) => {
    await renderShell(path, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(3);
  });
});

describe('license and quote', () => {
  it('shows the three plans with quote buttons', async () => {
    await renderShell('/license', { locale: 'en', user: mkUser() });
    const plans = await screen.findAllByRole('article');
    expect(plans.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      'Freemium',
      'License by program',
      'Campus',
    ]);
    await userEvent.setup().click(within(plans[2]!).getByRole('button', { name: 'Request a quote' }));
    expect(window.location.pathname).toBe('/quote/campus');
  });

  async function fillQuote() {
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Quote request form' });
    await user.type(within(form).getByLabelText('Name and surname'), 'Ana Ruiz');
    await user.type(within(form).getByLabelText('Email'), 'ana@school.test');
    await user.type(within(form).getByLabelText('School name'), 'Demo School');
    await user.type(within(form).getByLabelText('Phone'), '600a123');
    await user.click(within(form).getByRole('button', { name: 'Request quote' }));
  }

  it('a failed request shows the quote toast for 5 seconds', async () => {
    post.mockRejectedValueOnce(new Error('500'));
    const seen = jest.fn();
    const off = bus.on('platform.toast.show.v1', seen);
    await renderShell('/quote/program', { locale: 'en' });
    await fillQuote();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to request quote. Please try again later.');
    expect(toast).toHaveAttribute('data-status', 'error');
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ status: 'error', durationMs: 5000 }));
    expect(QUOTE_TOAST_MS).toBe(5000);
    off();
    expect(post).toHaveBeenCalledWith(
      '/LicenseApi/RequestQuote',
      {
        license: 'program',
        name: 'Ana Ruiz',
        email: 'ana@school.test',
        schoolName: 'Demo School',
        phone: '600123',
        message: undefined,
      },
      { silent: true },
    );
  });

  it('success shows a thank-you modal, then the feed', async () => {
    post.mockResolvedValueOnce({ data: {} });
    await renderShell('/quote/campus', { locale: 'en' });
    await fillQuote();
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toBe('/feed'));
  });

  it('an unknown licence goes to not-found', async () => {
    await renderShell('/quote/gold', { locale: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});

describe('reset password', () => {
  it('applies the password rule and the match rule', async () => {
    await renderShell('/reset-password?userId=7&token=abc', { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Invalid password format')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match. Try again')).toBeInTheDocument();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('sends userId, token and the new password, then goes to login', async () => {
    api.resetPassword.mockResolvedValueOnce({ success: true });
    await renderShell('/reset-password?userId=7&token=abc', { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Secret12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(api.resetPassword).toHaveBeenCalledWith({ userId: '7', resetToken: 'abc', newPassword: 'Secret12' });
  });

  it('without userId and token the link is invalid', async () => {
    await renderShell('/reset-password', { locale: 'en' });
    expect(
      await screen.findByText('This link is not valid. Ask for a new one from the login page.'),
    ).toBeInTheDocument();
  });
});

describe('sign terms', () => {
  it('shows the document link, needs the checkbox, signs and goes to /krea', async () => {
    (api.apiClient.get as jest.Mock).mockResolvedValue({
      data: { termsAndConditionsURL: 'https://files.test/terms.pdf', signed: false },
    });
    api.signTermsAndConditions.mockResolvedValueOnce({
      termsAndConditionsURL: 'https://files.test/terms.pdf',
      signed: true,
      signedAt: null,
      version: '1',
    });
    await renderShell('/sign-terms', {
      locale: 'en',
      user: mkUser({ activeKreaLicense: true, secondaryRoles: [{ name: 'Author' }] }),
    });
    expect(await screen.findByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      'https://files.test/terms.pdf',
    );
    const sign = screen.getByRole('button', { name: 'Sign and continue' });
    expect(sign).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
    await user.click(sign);
    await waitFor(() => expect(window.location.pathname).toBe('/krea'));
    expect(api.signTermsAndConditions).toHaveBeenCalled();
  });
});

describe('preferences', () => {
  it('a language must be chosen', async () => {
    await renderShell('/preferences', { locale: 'en', user: mkUser({ languageConfiguration: null } as never) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findAllByText('Please choose a language')).toHaveLength(2);
    expect(api.languageConfiguration).not.toHaveBeenCalled();
  });

  it('saves navigation and mailing languages and switches the screen language', async () => {
    api.languageConfiguration.mockResolvedValueOnce({ DefaultNavigationLanguage: 'ca', DefaultMailingLanguage: 'es' });
    await renderShell('/preferences', {
      locale: 'en',
      user: mkUser({ languageConfiguration: { DefaultNavigationLanguage: 'en', DefaultMailingLanguage: 'en' } }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Navigation language'), 'ca');
    await user.selectOptions(screen.getByLabelText('Email language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(getLocale()).toBe('ca'));
    expect(api.languageConfiguration).toHaveBeenCalledWith({
      DefaultNavigationLanguage: 'ca',
      DefaultMailingLanguage: 'es',
    });
    expect(getUserInfo()?.languageConfiguration).toEqual({
      DefaultNavigationLanguage: 'ca',
      DefaultMailingLanguage: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferències' })).toBeInTheDocument();
  });

  it('reactivates the onboarding tour', async () => {
    api.navigationTutorial.mockResolvedValueOnce({ navigationTutorial: true });
    await renderShell('/preferences', { locale: 'en', user: mkUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reactivate the tour' }));
    expect(api.navigationTutorial).toHaveBeenCalledWith(true);
    expect(await screen.findByTestId('toast')).toHaveTextContent('The tour will be shown again');
  });
});

describe('faqs', () => {
  it('puts the Contact section first, lists questions in an accordion', async () => {
    (api.reference.faqSections as jest.Mock).mockResolvedValue([
      { id: 1, name: 'Account' },
      { id: 2, name: 'Contact' },
      { id: 3, name: 'Resources' },
    ]);
    (api.reference.faqs as jest.Mock).mockImplementation(async (cat: number) =>
      cat === 1
        ? [{ id: 10, question: 'How do I log in?', answer: '<p>With your email.</p>' }]
        : [{ id: 30, question: 'What is a resource?', answer: 'A class plan.' }],
    );
    await renderShell('/faqs', { locale: 'en', user: mkUser() });
    const nav = await screen.findByRole('navigation', { name: 'Help sections' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Contact', 'Account', 'Resources']),
    );
    const q = await screen.findByRole('button', { name: 'How do I log in?' });
    expect(q).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('With your email.')).toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Resources' }));
    expect(await screen.findByRole('button', { name: 'What is a resource?' })).toBeInTheDocument();
    expect(api.reference.faqs).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });
});

describe('session expiry and 403 from the api-client', () => {
  it('session expired clears the session and goes home; navigate event goes to /unauthorized', async () => {
    const { installShellListeners } = await import('../index');
    const off = installShellListeners();
    await renderShell('/faqs', { locale: 'en', user: mkUser() });
    act(() => bus.emit('platform.navigate.v1', { to: '/unauthorized?statusCode=403' }));
    await waitFor(() => expect(window.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByLabelText('Error 403')).toBeInTheDocument();
    act(() => bus.emit('platform.session.expired.v1', { reason: 'unauthorized' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(getUserInfo()).toBeNull();
    off();
  });
});
