/** Issue 31: the author card's bio follows the profile's bound (under 400 characters), counted and refused the same way. */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@platform/remote-kit/testing';
import { queryClient } from '@platform/ui/query';
import { app } from '../app';
import { routes } from '../routes';
import { calls, installFakeApi, levels, on, profileDto, resetApi, schoolDto, signedIn } from '../test/fakeApi';

beforeEach(() => {
  queryClient.clear();
  resetApi();
  installFakeApi();
  signedIn();
  on('GET', /\/AccountApi\/UserProfile$/, profileDto());
  on('GET', /\/AccountApi\/ProfileExtras$/, { phoneCountry: 'ES', missing: [], isAuthor: true });
  on('GET', /\/CountryApi$/, [{ iso2: 'ES', key: 'spain', name: 'España', phonePrefix: '+34' }]);
  on('GET', /\/EducationalLevelApi\/GetAll$/, levels);
  on('GET', /\/SubjectApi$/, [{ id: 1, name: 'Ciencias' }]);
  on('GET', /\/AccountApi\/PositionsForUser$/, [{ id: 1, key: 'principal', name: 'Director/a' }]);
  on('GET', /\/SchoolApi\/5$/, schoolDto());
  on('GET', /\/AccountApi\/AuthorProfile$/, {
    description: 'Autora',
    bio: 'Corta',
    picture: null,
    website: null,
    facebook: null,
    instagram: null,
    twitter: null,
  });
  on('PUT', /\/AccountApi\/AuthorProfile$/, (c: { body: Record<string, unknown> }) => c.body);
});

describe.each([
  [
    'es',
    'Biografía de autor',
    'La biografía debe tener menos de 400 caracteres',
    'Guardar perfil de autor',
    'Quedan 0 caracteres',
  ],
  ['en', 'Author bio', 'The bio must be under 400 characters', 'Save author profile', '0 characters left'],
  [
    'ca',
    "Biografia d'autor",
    'La biografia ha de tenir menys de 400 caràcters',
    "Desa el perfil d'autor",
    'Queden 0 caràcters',
  ],
] as const)('author card bio (%s)', (lang, label, error, save, left) => {
  it('399 characters are sent; 400 are refused with the message, focused, nothing sent', async () => {
    const user = userEvent.setup();
    await renderRemote(app, routes, '/profile/my-profile/edit', lang);
    const bio = await screen.findByLabelText(label);
    // the saved card first (it fills the form when it arrives)
    await waitFor(() => expect(bio).toHaveValue('Corta'));
    fireEvent.change(bio, { target: { value: 'x'.repeat(400) } });
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(bio).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT' && /AuthorProfile$/.test(c.url))).toBe(false);
    fireEvent.change(bio, { target: { value: 'y'.repeat(399) } });
    expect(screen.queryByText(error)).not.toBeInTheDocument();
    expect(screen.getByText(left)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && /AuthorProfile$/.test(c.url))?.body).toMatchObject({
        bio: 'y'.repeat(399),
      }),
    );
  });
});
