import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as account from '@platform/api-client/account';
import { bus } from '@platform/event-bus';
import { renderShell, resetShell } from '../testing/render';

jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
  getInvitedTrialUsers: jest.fn(),
  userExistsInSchool: jest.fn(),
  sendTrialUsersInvitation: jest.fn(),
}));
const api = account as jest.Mocked<typeof account>;
// real timers: the 1500 ms + 500 ms debounces run as a user meets them; the first render loads Chakra cold
jest.setTimeout(60_000);

const list = (confirmed: string[], pending: string[], expired: string[] = []) => ({
  confirmed,
  pending,
  expired,
  count: confirmed.length + pending.length,
  max: 4,
  emailsWithState: [
    ...confirmed.map((email) => ({ email, state: 'confirmed' as const })),
    ...pending.map((email) => ({ email, state: 'pending' as const })),
    ...expired.map((email) => ({ email, state: 'expired' as const })),
  ],
});

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

async function openModal(props?: Record<string, unknown>) {
  await renderShell('/content', { locale: 'en' });
  act(() => bus.emit('platform.modal.open.v1', { modal: 'trialInvitation', props }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite your colleagues' });
  await within(dialog).findByLabelText('Colleague email 4');
  return dialog;
}

describe('trial invitation modal (spec §4, §5)', () => {
  it('locks confirmed colleagues, prefills pending ones, leaves blank slots up to four; sending is blocked initially', async () => {
    api.getInvitedTrialUsers.mockResolvedValue(list(['ana@school.es'], ['luis@school.es']));
    const dialog = await openModal();
    const input = (n: number) => within(dialog).getByLabelText(`Colleague email ${n}`) as HTMLInputElement;
    await waitFor(() => expect(input(1).value).toBe('ana@school.es'));
    expect(input(1)).toBeDisabled();
    expect(input(2)).toHaveValue('luis@school.es');
    expect(input(2)).toBeEnabled();
    expect(input(3)).toHaveValue('');
    expect(input(4)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Send invitations' })).toBeDisabled();
  });

  it('an expired invitation holds no slot: the slots after the confirmed and pending ones are free', async () => {
    api.getInvitedTrialUsers.mockResolvedValue(
      list(['ana@school.es'], ['luis@school.es'], ['old1@school.es', 'old2@school.es']),
    );
    const dialog = await openModal();
    const input = (n: number) => within(dialog).getByLabelText(`Colleague email ${n}`) as HTMLInputElement;
    await waitFor(() => expect(input(1).value).toBe('ana@school.es'));
    expect(input(2)).toHaveValue('luis@school.es');
    expect(input(3)).toHaveValue('');
    expect(input(4)).toHaveValue('');
  });

  it('asks the server only after 1500 ms + 500 ms without typing; a taken address shows the error and blocks sending', async () => {
    api.getInvitedTrialUsers.mockResolvedValue(list([], []));
    api.userExistsInSchool.mockResolvedValue({ exists: true, inSchool: false });
    const dialog = await openModal();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Colleague email 1'), 'taken@school.es');
    await new Promise((r) => setTimeout(r, 1200));
    expect(api.userExistsInSchool).not.toHaveBeenCalled();
    expect(
      await within(dialog).findByText('Email address is already registered', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(api.userExistsInSchool).toHaveBeenCalledTimes(1);
    expect(api.userExistsInSchool).toHaveBeenCalledWith('taken@school.es');
    expect(within(dialog).getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    // an empty input clears its error
    await user.clear(within(dialog).getByLabelText('Colleague email 1'));
    await waitFor(() => expect(within(dialog).queryByText('Email address is already registered')).toBeNull());
  });

  it('marks a repeated address as used and an invalid one as invalid, without asking the server', async () => {
    api.getInvitedTrialUsers.mockResolvedValue(list([], ['luis@school.es']));
    const dialog = await openModal();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Colleague email 2'), 'luis@school.es'); // slot 1 holds the pending luis@
    await user.type(within(dialog).getByLabelText('Colleague email 3'), 'not-an-email');
    expect(
      await within(dialog).findByText('Already invited. Pick another colleague from your School.', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Invalid email. Try with a name@school.com format', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(api.userExistsInSchool).not.toHaveBeenCalled();
  });

  it('two identical new addresses: a duplicate in the list, said once, not "already invited"', async () => {
    api.getInvitedTrialUsers.mockResolvedValue(list([], []));
    api.userExistsInSchool.mockResolvedValue({ exists: false, inSchool: false });
    const dialog = await openModal();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Colleague email 1'), 'new@school.es');
    await user.type(within(dialog).getByLabelText('Colleague email 2'), 'New@school.es');
    expect(
      await within(dialog).findByText('This email is already in the list', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 2200)); // both inputs' checks have run
    expect(within(dialog).getAllByText('This email is already in the list')).toHaveLength(1);
    expect(within(dialog).queryByText(/Already invited/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    // changing the second one clears the duplicate
    await user.clear(within(dialog).getByLabelText('Colleague email 2'));
    await user.type(within(dialog).getByLabelText('Colleague email 2'), 'other@school.es');
    await waitFor(() => expect(within(dialog).queryByText('This email is already in the list')).toBeNull(), {
      timeout: 8000,
    });
  });

  it('sends the new addresses, closes and opens the sent-invitations modal, and tells the opener', async () => {
    api.getInvitedTrialUsers.mockResolvedValue(list([], []));
    api.userExistsInSchool.mockResolvedValue({ exists: false, inSchool: false });
    api.sendTrialUsersInvitation.mockResolvedValue(list([], ['new@school.es']));
    const onSent = jest.fn();
    const dialog = await openModal({ onSent });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Colleague email 1'), 'New@School.es');
    const send = within(dialog).getByRole('button', { name: 'Send invitations' });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 4000 });
    await user.click(send);
    const sent = await screen.findByRole('dialog', { name: 'Invitations sent' });
    expect(within(sent).getByText('new@school.es')).toBeInTheDocument();
    expect(api.sendTrialUsersInvitation).toHaveBeenCalledWith(['new@school.es']);
    expect(onSent).toHaveBeenCalled();
  });
});
