/**
 * "Want more information?" on /license and /trial-finished (issue 31 item 7): a trial user sends
 * AccountApi/RequestTrialInformation (topic, phone, message) and sees the confirmation; a bad phone is refused before
 * sending; a teacher (who cannot change licence) does not see the form.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as account from '@platform/api-client/account';
import { renderShell, resetShell } from '../testing/render';
import { joinedDaysAgo, mkUser } from '../testing/users';

jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
  requestTrialInformation: jest.fn(),
}));
const send = account.requestTrialInformation as jest.Mock;

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

const trial = () => mkUser({ primaryRoles: [{ name: 'Trial' }], joinDate: joinedDaysAgo(20), baseLicenses: [] });

describe('RequestTrialInformation form', () => {
  it('a trial user on /trial-finished asks for a demo and sees the confirmation', async () => {
    send.mockResolvedValue({ ok: true });
    await renderShell('/trial-finished', { locale: 'en', user: trial() });
    const form = await screen.findByRole('form', { name: 'Want more information?' });
    const u = userEvent.setup();
    await u.selectOptions(screen.getByLabelText(/About/), 'demo');
    await u.type(screen.getByLabelText('Phone (optional)'), '12ab');
    await u.click(screen.getByRole('button', { name: 'Request information' }));
    expect(await screen.findByText('Digits only, 6 to 15')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await u.clear(screen.getByLabelText('Phone (optional)'));
    await u.type(screen.getByLabelText('Phone (optional)'), '600123123');
    await u.type(screen.getByLabelText('Message (optional)'), 'We are 40 teachers');
    await u.click(screen.getByRole('button', { name: 'Request information' }));
    expect(await screen.findByTestId('trial-info-sent')).toHaveTextContent('We have received your request.');
    expect(send).toHaveBeenCalledWith({ topic: 'demo', phone: '600123123', message: 'We are 40 teachers' });
    expect(form).not.toBeInTheDocument();
  });

  it('in Catalan on /license', async () => {
    await renderShell('/license', { locale: 'ca', user: trial() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vols més informació?' })).toBeInTheDocument();
  });

  it('a teacher does not see it', async () => {
    await renderShell('/license', { locale: 'en', user: mkUser() });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'Want more information?' })).not.toBeInTheDocument();
  });
});
