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

  describe('points only at what is shown at this width (issue 31)', () => {
    const rect = [{ x: 0, y: 0, width: 10, height: 10 }] as unknown as DOMRectList;
    const none = [] as unknown as DOMRectList;
    let spy: jest.SpyInstance;
    const layout = (isShown: (el: Element) => boolean) => {
      spy = jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
        return isShown(this) ? rect : none;
      });
    };
    afterEach(() => spy.mockRestore());
    const inBar = (el: Element) => !!el.closest('header nav ul');
    const isMenu = (el: Element) => el.getAttribute('data-tour') === 'menu';

    it('on a phone the bar links are folded: steps point at the menu button and say so', async () => {
      layout(isMenu);
      await renderShell('/feed', { user: withTour(), locale: 'en' });
      const dialog = await screen.findByRole('dialog', { name: 'Explore' });
      const menu = document.querySelector<HTMLElement>('header [data-tour="menu"]')!;
      expect(menu).toHaveAccessibleName('Open menu');
      await waitFor(() => expect(menu.style.outline).toContain('solid'));
      // the recommended widget is not on this page: 4 steps, none pointing at nothing
      expect(dialog).toHaveTextContent('Step 1 of 4');
      expect(screen.getByTestId('tour-in-menu')).toHaveTextContent('At this width it is in the menu');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: 'My folders' })).toHaveTextContent('Step 2 of 4');
      expect(menu.style.outline).toContain('solid');
    });

    it('on a desktop it points at the bar links, and skips a step whose link is not there', async () => {
      layout(inBar);
      // a custom licence has no statistics link
      const u = mkUser({ navigationTutorial: true, customLicense: true } as never);
      await renderShell('/feed', { user: u, locale: 'es' });
      const dialog = await screen.findByRole('dialog', { name: 'Explorar' });
      const explore = document.querySelector<HTMLElement>('header nav ul a[href="/feed"]')!;
      await waitFor(() => expect(explore.style.outline).toContain('solid'));
      expect(screen.queryByTestId('tour-in-menu')).toBeNull();
      expect(document.querySelector('header nav ul a[href="/my-stats"]')).toBeNull();
      expect(dialog).toHaveTextContent('Paso 1 de 3');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      const folders = document.querySelector<HTMLElement>('header nav ul a[href="/folders"]')!;
      expect(folders.style.outline).toContain('solid');
      expect(explore.style.outline).not.toContain('solid');
    });
  });
});
