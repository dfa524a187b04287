/** krea.md §2: the authoring bar's published / drafts tab follows the content or resource open in mf-krea's editor. */
import { act, screen, within } from '@testing-library/react';
import { renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';

jest.mock('@platform/api-client/account-session', () => ({
  signIn: jest.fn(),
  me: jest.fn(),
  refreshToken: jest.fn(),
  logout: jest.fn(async () => undefined),
}));
afterEach(() => {
  resetShell();
  delete document.documentElement.dataset.kreaOpenItem;
});
const author = mkUser({
  secondaryRoles: [{ name: 'Author' }],
  activeKreaLicense: true,
  signedTermsAndCondition: true,
  email: 'author@demo.test',
});
const tell = (state: string | null) =>
  act(() => {
    if (state) document.documentElement.dataset.kreaOpenItem = state;
    else delete document.documentElement.dataset.kreaOpenItem;
    window.dispatchEvent(new CustomEvent('krea:open-item', { detail: state }));
  });
const BAR = { en: 'Krea navigation', es: 'Navegación de Krea', ca: 'Navegació de Krea' } as const;
let bar: string = BAR.en;
const tab = (name: string) => within(screen.getByRole('navigation', { name: bar })).getByRole('link', { name });

describe.each([
  ['en', 'Published', 'In process'],
  ['es', 'Publicados', 'En proceso'],
  ['ca', 'Publicats', 'En procés'],
] as const)('authoring bar tab by the open item (%s)', (locale, published, drafts) => {
  it('an open published item makes "published" current, a draft "drafts"', async () => {
    bar = BAR[locale];
    await renderShell('/krea/resource/9', { user: author, locale });
    await tell('published');
    expect(tab(published)).toHaveAttribute('aria-current', 'page');
    expect(tab(drafts)).not.toHaveAttribute('aria-current');
    await tell('drafts');
    expect(tab(drafts)).toHaveAttribute('aria-current', 'page');
    expect(tab(published)).not.toHaveAttribute('aria-current');
  });

  it('reads the state the editor set before the bar mounted; lists keep their own tab', async () => {
    bar = BAR[locale];
    document.documentElement.dataset.kreaOpenItem = 'published';
    await renderShell('/krea/content/7', { user: author, locale });
    expect(tab(published)).toHaveAttribute('aria-current', 'page');
    resetShell();
    await renderShell('/krea/drafts', { user: author, locale });
    expect(tab(drafts)).toHaveAttribute('aria-current', 'page');
    expect(tab(published)).not.toHaveAttribute('aria-current');
  });
});
