import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import * as account from '@platform/api-client/account';
import * as email from '@platform/api-client/email';
import { bus } from '@platform/event-bus';
import { flushLazy, renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';
import { keepModalRequests } from './pending';

jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
  resetPasswordEmail: jest.fn(),
}));
jest.mock('@platform/api-client/email', () => ({
  ...jest.requireActual('@platform/api-client/email'),
  contact: jest.fn(),
}));
const api = { ...(account as jest.Mocked<typeof account>), ...(email as jest.Mocked<typeof email>) };

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

const open = (
  modal: 'contact' | 'forgotPassword' | 'success' | 'activeAccount' | 'fullPageLoader' | 'notificationDetail',
  props?: Record<string, unknown>,
) => act(() => bus.emit('platform.modal.open.v1', { modal, props }));

describe('contact modal', () => {
  it('shows no error before the first submit, then "Please, complete all fields"', async () => {
    await renderShell('/content', { locale: 'en' });
    await open('contact');
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Ana');
    expect(within(dialog).queryByRole('alert')).toBeNull(); // still no error while typing
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please, complete all fields')).toBeInTheDocument();
    expect(api.contact).not.toHaveBeenCalled();
  });

  it('validates email format and the 150 / 500 limits', async () => {
    await renderShell('/content', { locale: 'en' });
    await open('contact');
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('x'.repeat(151));
    await user.type(within(dialog).getByLabelText('Email'), 'ana@nowhere');
    await user.click(within(dialog).getByLabelText('Message'));
    await user.paste('y'.repeat(501));
    await user.click(within(dialog).getByRole('radio', { name: 'Teacher' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The name must have a maximum of 150 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email. Try with a name@example.com format')).toBeInTheDocument();
    expect(within(dialog).getByText('The message must have a maximum of 500 characters.')).toBeInTheDocument();
    expect(api.contact).not.toHaveBeenCalled();
  });

  it('sends name, email, message and role, then shows the success modal', async () => {
    api.contact.mockResolvedValueOnce({ success: true });
    await renderShell('/content', { locale: 'en' });
    await open('contact');
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@school.test');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('radio', { name: 'Author' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
    expect(api.contact).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@school.test',
      message: 'Hello',
      role: 'author',
    });
    expect(screen.queryByRole('dialog', { name: 'Contact us' })).toBeNull();
  });

  it('has Spanish texts by default', async () => {
    await renderShell('/content');
    await open('contact');
    const dialog = await screen.findByRole('dialog', { name: 'Contacta con nosotros' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Por favor, completa todos los campos')).toBeInTheDocument();
  });
});

describe('forgot-password modal', () => {
  async function submit(email: string) {
    await renderShell('/login', { locale: 'en' });
    await open('forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Recover your password' });
    const user = userEvent.setup();
    if (email) await user.type(within(dialog).getByLabelText('Email'), email);
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    return dialog;
  }

  it('requires the email', async () => {
    const dialog = await submit('');
    expect(await within(dialog).findByText('Enter your email address.')).toBeInTheDocument();
    expect(api.resetPasswordEmail).not.toHaveBeenCalled();
  });

  it('checks the pattern', async () => {
    const dialog = await submit('bad@');
    expect(await within(dialog).findByText('Wrong email format. Try with format name@example.com')).toBeInTheDocument();
  });

  it('a failed request (offline, too many requests) shows the generic message inline in red', async () => {
    api.resetPasswordEmail.mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'x'));
    const dialog = await submit('nobody@demo.test');
    const msg = await within(dialog).findByText("We couldn't process your request, try again later.");
    expect(msg).toHaveAttribute('role', 'alert');
    expect(msg).toHaveAttribute('data-testid', 'forgot-server-error');
  });

  it('opens the success modal after a sent request', async () => {
    api.resetPasswordEmail.mockResolvedValueOnce({ success: true });
    await submit('teacher@demo.test');
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(api.resetPasswordEmail).toHaveBeenCalledWith('teacher@demo.test');
  });

  it('the success modal says the same for any address, in Spanish', async () => {
    api.resetPasswordEmail.mockResolvedValueOnce({ success: true });
    await renderShell('/login');
    await open('forgotPassword');
    const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nadie@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText(/^Si la dirección pertenece a una cuenta vinculada a un centro, recibirás un correo/),
    ).toBeInTheDocument();
  });
});

describe('generic modal behaviour and other global modals', () => {
  it('closes with the close button, Escape and a backdrop click', async () => {
    await renderShell('/content', { locale: 'en' });
    const user = userEvent.setup();
    await open('success', { titleKey: 'shell:contact.successTitle' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open('success');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await open('success');
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('platform.modal.close.v1 closes the open modal', async () => {
    await renderShell('/content', { locale: 'en' });
    await open('success');
    await screen.findByRole('dialog');
    act(() => bus.emit('platform.modal.close.v1', {}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('active account goes home on close', async () => {
    await renderShell('/content', { locale: 'en' });
    await open('activeAccount');
    const dialog = await screen.findByRole('dialog', { name: 'Your account is active' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Go to the start page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('a modal asked for before the layout listens opens once its host mounts (the activation page on a fast network)', async () => {
    const stop = keepModalRequests();
    try {
      // asked while no host is mounted: e.g. the remote's data arrived before the shell's layout rendered
      bus.emit('platform.modal.open.v1', { modal: 'activeAccount' });
      await renderShell('/content', { locale: 'en' });
      expect(await screen.findByRole('dialog', { name: 'Your account is active' })).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('a request closed before any host listened is not opened later', async () => {
    const stop = keepModalRequests();
    try {
      bus.emit('platform.modal.open.v1', { modal: 'activeAccount' });
      bus.emit('platform.modal.close.v1', { modal: 'activeAccount' });
      await renderShell('/content', { locale: 'en' });
      await flushLazy();
      expect(screen.queryByRole('dialog', { name: 'Your account is active' })).toBeNull();
    } finally {
      stop();
    }
  });

  it('full-page loader opens and closes through the bus', async () => {
    await renderShell('/content', { locale: 'en' });
    await open('fullPageLoader');
    expect(screen.getByTestId('full-page-loader')).toBeInTheDocument();
    act(() => bus.emit('platform.modal.close.v1', { modal: 'fullPageLoader' }));
    expect(screen.queryByTestId('full-page-loader')).toBeNull();
  });

  it('notification detail shows title, date and sanitised rich text', async () => {
    await renderShell('/faqs', { locale: 'en', user: mkUser() });
    await open('notificationDetail', {
      title: 'New programs',
      date: '2026-03-05T10:00:00Z',
      detail: '<p>Hello <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const dialog = await screen.findByRole('dialog', { name: 'New programs' });
    expect(dialog).toHaveTextContent('05·03·2026');
    expect(within(dialog).getByText('there').tagName).toBe('STRONG');
    expect(dialog.querySelector('script, img')).toBeNull();
  });
});

describe('toast host', () => {
  it('shows one toast at a time, bottom centre, error or success', async () => {
    await renderShell('/content', { locale: 'en' });
    jest.useFakeTimers();
    try {
      act(() => bus.emit('platform.toast.show.v1', { status: 'error', messageKey: 'common:errors.offline' }));
      expect(screen.getByTestId('toast')).toHaveAttribute('data-status', 'error');
      expect(screen.getByTestId('toast')).toHaveTextContent("We couldn't process your request, try again later.");
      act(() => bus.emit('platform.toast.show.v1', { status: 'success', message: 'Saved' }));
      expect(screen.getAllByTestId('toast')).toHaveLength(1);
      expect(screen.getByTestId('toast')).toHaveAttribute('data-status', 'success');
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      expect(screen.queryByTestId('toast')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
