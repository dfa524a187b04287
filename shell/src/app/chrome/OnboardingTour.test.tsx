import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as account from '@platform/api-client/account';
import { getUserInfo } from '@platform/session';
import { renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';

jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
  navigationTutorial: jest.fn(async () => ({})),
}));
const api = account as jest.Mocked<typeof account>;

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

const withTour = () => mkUser({ navigationTutorial: true } as never);

describe('onboarding tour', () => {
  it('starts on the feed, walks five steps with the keyboard and stops (status false)', async () => {
    await renderShell('/feed', { user: withTour(), locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Explore' });
    expect(dialog).toHaveTextContent('Step 1 of 5');
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Recommended resource' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Statistics' })).toHaveTextContent('Step 5 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Programs' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('onboarding-tour')).toBeNull();
    expect(api.navigationTutorial).toHaveBeenCalledWith(false);
    expect((getUserInfo() as { navigationTutorial?: boolean }).navigationTutorial).toBe(false);
  });

  it('does not start when the tutorial is off, nor outside the feed', async () => {
    await renderShell('/feed', { user: mkUser(), locale: 'en' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('onboarding-tour')).toBeNull();
    resetShell();
    await renderShell('/faqs', { user: withTour(), locale: 'en' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('onboarding-tour')).toBeNull();
  });

  it('finish on the last step stops it too', async () => {
    await renderShell('/feed', { user: withTour(), locale: 'en' });
    await screen.findByRole('dialog', { name: 'Explore' });
    const user = userEvent.setup();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(api.navigationTutorial).toHaveBeenCalledWith(false));
  });
});
