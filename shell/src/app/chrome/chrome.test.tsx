import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as account from '@platform/api-client/account';
import { getUserInfo } from '@platform/session';
import { renderShell, resetShell } from '../testing/render';
import { joinedDaysAgo, mkUser } from '../testing/users';
import { applyViewport } from '../ShellApp';

// the session's calls live in account-session (account re-exports them, so `api.me` etc. below are these mocks)
jest.mock('@platform/api-client/account-session', () => ({
  signIn: jest.fn(),
  me: jest.fn(),
  refreshToken: jest.fn(),
  logout: jest.fn(async () => undefined),
}));
jest.mock('@platform/api-client/account', () => ({
  ...jest.requireActual('@platform/api-client/account'),
}));
const api = account as jest.Mocked<typeof account>;

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

const teacher = mkUser();
const admin = mkUser({ primaryRoles: [{ name: 'Admin' }], email: 'admin@demo.test' });
const manager = mkUser({ primaryRoles: [{ name: 'Manager' }], email: 'manager@demo.test' });
const trialMain = mkUser({
  primaryRoles: [{ name: 'Trial' }],
  mainTrial: true,
  joinDate: joinedDaysAgo(3),
  email: 'trial@demo.test',
});
const trialInvited = mkUser({ primaryRoles: [{ name: 'Trial' }], mainTrial: false, joinDate: joinedDaysAgo(3) });
const trialEnded = mkUser({ primaryRoles: [{ name: 'Trial' }], mainTrial: true, joinDate: joinedDaysAgo(20) });
const staff = mkUser({ primaryRoles: [{ name: 'ProviderStaff' }], email: 'staff@demo.test' });
const custom = mkUser({ baseLicenses: [{ code: 4, level: 1 }], email: 'custom@demo.test' });
const author = mkUser({ secondaryRoles: [{ name: 'Author' }], activeKreaLicense: true, email: 'author@demo.test' });
const authorNoKrea = mkUser({ secondaryRoles: [{ name: 'Author' }], activeKreaLicense: false });
const kreaNoRole = mkUser({ activeKreaLicense: true });
const adminKrea = mkUser({ primaryRoles: [{ name: 'Admin' }], activeKreaLicense: true });

async function avatarMenuItems() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /User menu$/ }));
  const menu = await screen.findByRole('menu', { name: /User menu$/ });
  return within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent);
}

describe('avatar menu role rules', () => {
  it.each([
    ['teacher', teacher, ['My profile', 'My school', 'Sharing groups', 'Preferences', 'Help', 'Log out']],
    ['manager', manager, ['My profile', 'My school', 'Sharing groups', 'Preferences', 'Help', 'Log out']],
    [
      'admin',
      admin,
      ['My profile', 'My school group', 'Sharing groups', 'Preferences', 'Help', 'Change license', 'Log out'],
    ],
    [
      'trial with main trial',
      trialMain,
      [
        'My profile',
        'My school',
        'Sharing groups',
        'Preferences',
        'See invitations',
        'Help',
        'Change license',
        'Log out',
      ],
    ],
    [
      'invited trial',
      trialInvited,
      ['My profile', 'My school', 'Sharing groups', 'Preferences', 'Help', 'Change license', 'Log out'],
    ],
    ['provider staff', staff, ['Help', 'Log out']],
  ])('%s', async (_name, u, expected) => {
    await renderShell('/faqs', { user: u, locale: 'en' });
    expect(await avatarMenuItems()).toEqual(expected);
  });

  it('help goes to /faqs and my school group to /profile/school-group', async () => {
    await renderShell('/preferences', { user: admin, locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My school group' }));
    expect(window.location.pathname).toBe('/profile/school-group');
    await user.click(screen.getByRole('button', { name: /User menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Help' }));
    expect(window.location.pathname).toBe('/faqs');
  });

  it('is keyboard usable: arrow keys move, Escape closes', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /User menu$/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('logout clears the session and goes home', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.logout).toHaveBeenCalled();
    expect(getUserInfo()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('logged-in bar', () => {
  const navLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .map((a) => a.textContent);

  it('shows explore, my folders, programs and statistics to a teacher', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    expect(navLinks()).toEqual(['', 'Explore', 'My folders', 'Programs', 'Statistics']);
  });

  it('nav items show their focus ring for the keyboard only (:focus-visible), not after a mouse click', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    const link = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
      name: 'Explore',
    });
    const css = [
      ...Array.from(document.querySelectorAll('style')).map((el) => el.textContent ?? ''),
      ...Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText)),
    ].join('\n');
    const focusRules = Array.from(link.classList)
      .flatMap((c) => css.split('}').filter((rule) => rule.includes(`.${c}`) && rule.includes(':focus')))
      .map((rule) => rule.slice(0, rule.indexOf('{')));
    expect(focusRules.length).toBeGreaterThan(0);
    for (const selector of focusRules) expect(selector).not.toMatch(/:focus(?!-)/);
  });

  it('hides statistics for a custom licence', async () => {
    await renderShell('/faqs', { user: custom, locale: 'en' });
    expect(navLinks()).not.toContain('Statistics');
    expect(navLinks()).toContain('Programs');
  });

  it.each([
    ['author with an active Krea licence', author, true],
    ['admin with an active Krea licence', adminKrea, true],
    ['author without Krea licence', authorNoKrea, false],
    ['Krea licence without author role', kreaNoRole, false],
    ['teacher', teacher, false],
  ])('authoring link: %s', async (_n, u, visible) => {
    await renderShell('/faqs', { user: u, locale: 'en' });
    expect(navLinks().includes('Krea')).toBe(visible);
  });

  it('the bell opens the notification drawer (its states: notifications/notifications.test.tsx)', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});

describe('trial countdown', () => {
  it('shows the days left and leads to the license page', async () => {
    await renderShell('/faqs', { user: trialMain, locale: 'en' });
    const btn = screen.getByRole('button', { name: '12 days of trial left' });
    expect(btn).toHaveAttribute('data-state', 'running');
    fireEvent.click(btn);
    expect(window.location.pathname).toBe('/license');
  });

  it('day 0: gray texts, marked finished, hover reads "I want my plan"', async () => {
    await renderShell('/license', { user: trialEnded, locale: 'en' });
    const btn = screen.getByRole('button', { name: 'Trial finished' });
    expect(btn).toHaveAttribute('data-state', 'finished');
    const links = within(screen.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .slice(1);
    for (const a of links) expect(a).toHaveAttribute('data-muted', 'true');
    fireEvent.mouseEnter(btn);
    expect(screen.getByRole('button', { name: 'I want my plan' })).toBe(btn);
    fireEvent.mouseLeave(btn);
    expect(btn).toHaveTextContent('Trial finished');
  });

  it('no countdown for non-trial users', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    expect(screen.queryByRole('button', { name: /trial/i })).toBeNull();
  });
});

describe('logged-out bar', () => {
  it('shows home, content, how it works, impact and login', async () => {
    await renderShell('/content', { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['', 'Home', 'Content', 'How it works', 'Impact']);
    expect(within(nav).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('hides impact on a white-label host', async () => {
    await renderShell('/content?subdomain=demo-school', { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Impact' })).toBeNull();
  });

  it('mobile sidebar opens from the hamburger with the logged-out entries', async () => {
    await renderShell('/content', { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const side = await screen.findByRole('dialog', { name: 'Menu' });
    // the places are links (read as such, and they open in a new tab); the actions are buttons
    expect(
      within(side)
        .getAllByRole('link')
        .map((b) => [b.textContent, b.getAttribute('href'), b.getAttribute('aria-current')]),
    ).toEqual([
      ['Home', '/', null],
      ['Content', '/content', 'page'],
      ['How it works', '/how-it-works', null],
      ['Impact', '/impact', null],
    ]);
    expect(
      within(side)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', 'Log in']);
    expect(within(side).getByLabelText('Language')).toBeInTheDocument();
    await user.click(within(side).getByRole('link', { name: 'Impact' }));
    await waitFor(() => expect(window.location.pathname).toBe('/impact'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('mobile sidebar logged in: explore, my folders, programs, authoring, statistics, languages, logout', async () => {
    await renderShell('/faqs', { user: author, locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const side = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['Explore', 'My folders', 'Programs', 'Krea', 'Statistics']);
    expect(
      within(side)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', 'Log out']);
    await user.click(within(side).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('footer', () => {
  it('shows the current year', async () => {
    await renderShell('/content', { locale: 'en' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Kimple`);
  });
});

describe('language and title', () => {
  it('switching language changes the visible text and the page title, and is remembered', async () => {
    await renderShell('/content', { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Cómo funciona' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contenido · Kimple'));
    const user = userEvent.setup();
    await user.selectOptions(screen.getAllByLabelText('Idioma')[0]!, 'en');
    expect(await screen.findByRole('link', { name: 'How it works' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Content · Kimple'));
    expect(document.documentElement.lang).toBe('en');
    const { getLocale, clientStorage, STORAGE_KEYS } = jest.requireActual('@platform/session');
    expect(getLocale()).toBe('en');
    expect(clientStorage.get(STORAGE_KEYS.language)).toBe('en');
    await user.selectOptions(screen.getAllByLabelText('Language')[0]!, 'ca');
    await waitFor(() => expect(document.title).toBe('Contingut · Kimple'));
    expect(screen.getByRole('link', { name: 'Com funciona' })).toBeInTheDocument();
  });

  it('sets the title and scrolls to top on every navigation', async () => {
    await renderShell('/content', { locale: 'en' });
    const scroll = window.scrollTo as jest.Mock;
    scroll.mockClear();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'How it works' }));
    await waitFor(() => expect(document.title).toBe('How it works · Kimple'));
    expect(scroll).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/how-it-works');
  });

  it('the language menu is limited to Spanish on /faqs', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'es' });
    const select = screen.getAllByLabelText('Idioma')[0]! as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['es']);
  });

  it("sets the route's viewport: the device's width on public and signed-in pages alike; the fixed flag still works", async () => {
    applyViewport('fixed');
    expect(document.querySelector('meta[name="viewport"]')).toHaveAttribute('content', 'width=1000');
    await renderShell('/content', { locale: 'en' });
    await waitFor(() =>
      expect(document.querySelector('meta[name="viewport"]')).toHaveAttribute(
        'content',
        'width=device-width, initial-scale=1',
      ),
    );
    resetShell();
    applyViewport('fixed');
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    await waitFor(() =>
      expect(document.querySelector('meta[name="viewport"]')).toHaveAttribute(
        'content',
        'width=device-width, initial-scale=1',
      ),
    );
  });
});
