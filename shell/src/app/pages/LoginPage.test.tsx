import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import * as account from '@platform/api-client/account';
import { getUserInfo, STORAGE_KEYS, clientStorage } from '@platform/session';
import { renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';

// the session's calls live in account-session (account re-exports them, so `api.me` etc. below are these mocks)
jest.mock('@platform/api-client/account-session', () => ({
  signIn: jest.fn(),
  me: jest.fn(),
  refreshToken: jest.fn(async () => null),
  logout: jest.fn(),
}));
jest.mock('@platform/api-client/account', () => {
  const actual = jest.requireActual('@platform/api-client/account');
  const { ApiError: Err } = jest.requireActual('@platform/api-client');
  return {
    ...actual,
    resetPasswordEmail: jest.fn(),
    getSubdomain: jest.fn(async (sub: string) => {
      if (sub === 'demo-school')
        return {
          name: 'Demo School',
          largeLogo: 'https://cdn.test/demo-large.png',
          smallLogo: null,
          licenseStatus: 1,
          active: true,
        };
      throw new Err(404, 'SUBDOMAIN_NOT_FOUND', 'no');
    }),
  };
});
const api = account as jest.Mocked<typeof account>;

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

describe('login form (ES, default language)', () => {
  it('asks for the email and the password when both are missing', async () => {
    const user = userEvent.setup();
    await renderShell('/login');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, introduce tu contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Formato de correo incorrecto. Prueba con el formato name@example.com'),
    ).toBeInTheDocument();
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('shows the wrong-credentials message on a 401', async () => {
    api.signIn.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', 'nope'));
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Correo electrónico'), 'teacher@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo o contraseña incorrectos. Inténtalo de nuevo')).toBeInTheDocument();
    expect(getUserInfo()).toBeNull();
  });

  it('signs in, loads the user info and goes to the stored redirect path', async () => {
    api.signIn.mockResolvedValueOnce({ token: 'tok', expiresIn: 900 });
    api.me.mockResolvedValueOnce(mkUser({ email: 'teacher@demo.test' }));
    clientStorage.set(STORAGE_KEYS.redirectPath, '/folders/3');
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Correo electrónico'), 'teacher@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(window.location.pathname).toBe('/folders/3'));
    expect(api.signIn).toHaveBeenCalledWith({ email: 'teacher@demo.test', password: 'Demo1234' }, undefined);
    expect(getUserInfo()?.email).toBe('teacher@demo.test');
    expect(clientStorage.get(STORAGE_KEYS.redirectPath)).toBeNull();
  });

  it('without a stored path it goes to the feed', async () => {
    api.signIn.mockResolvedValueOnce({ token: 'tok', expiresIn: 900 });
    api.me.mockResolvedValueOnce(mkUser());
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Correo electrónico'), 'teacher@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(window.location.pathname).toBe('/feed'));
  });

  it('the forgot-password link opens its modal', async () => {
    const user = userEvent.setup();
    await renderShell('/login');
    await user.click(screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    expect(await screen.findByRole('dialog', { name: 'Recupera tu contraseña' })).toBeInTheDocument();
  });

  it('hides the login button of the bar on the login page only', async () => {
    await renderShell('/login');
    expect(
      within(screen.getByRole('navigation', { name: 'Navegación principal' })).queryByRole('button', {
        name: 'Iniciar sesión',
      }),
    ).toBeNull();
    resetShell();
    await renderShell('/content');
    expect(
      within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('button', {
        name: 'Iniciar sesión',
      }),
    ).toBeInTheDocument();
  });
});

describe('login form (EN)', () => {
  it('shows the English messages', async () => {
    const user = userEvent.setup();
    await renderShell('/login', { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('shows "Wrong email or password. Please try again" on a 401', async () => {
    api.signIn.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', 'nope'));
    const user = userEvent.setup();
    await renderShell('/login', { locale: 'en' });
    await user.type(screen.getByLabelText('Email'), 'teacher@demo.test');
    await user.type(screen.getByLabelText('Password'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong email or password. Please try again')).toBeInTheDocument();
  });

  it('shows the format message with an example', async () => {
    const user = userEvent.setup();
    await renderShell('/login', { locale: 'en' });
    await user.type(screen.getByLabelText('Email'), 'a@b');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong email format. Try with format name@example.com')).toBeInTheDocument();
  });
});

describe('corporate login', () => {
  it('signs in through the subdomain and shows when the subdomain does not exist', async () => {
    api.signIn.mockRejectedValueOnce(new ApiError(404, 'SUBDOMAIN_NOT_FOUND', 'no'));
    const user = userEvent.setup();
    await renderShell('/corporative-login?subdomain=demo-school', { locale: 'en' });
    await user.type(screen.getByLabelText('Email'), 'teacher@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This subdomain does not exist.')).toBeInTheDocument();
    expect(api.signIn).toHaveBeenCalledWith({ email: 'teacher@demo.test', password: 'Demo1234' }, 'demo-school');
    // navbar hidden on the corporate login
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

describe('corporate login white-label data', () => {
  it('shows the school logo from the subdomain info', async () => {
    await renderShell('/corporative-login?subdomain=demo-school', { locale: 'en' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'School logo' })).toHaveAttribute(
        'src',
        'https://cdn.test/demo-large.png',
      ),
    );
    expect(api.getSubdomain).toHaveBeenCalledWith('demo-school');
  });

  it('an unknown subdomain says it does not exist and offers no form', async () => {
    await renderShell('/corporative-login?subdomain=nowhere', { locale: 'en' });
    expect(await screen.findByTestId('subdomain-missing')).toHaveTextContent('This subdomain does not exist.');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
