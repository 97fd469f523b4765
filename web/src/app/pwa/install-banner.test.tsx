import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallBanner } from './install-banner.component';
import { INSTALL_DECLINED_KEY } from './use-install-prompt';

/** What Chromium fires when the app may be installed: prompt() opens its dialog, userChoice is the answer. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<{ outcome: string }> };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeEach(() => window.localStorage.clear());

describe('the install banner', () => {
  it('stays away until the browser offers installation', () => {
    render(<InstallBanner />);

    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
  });

  it('appears when the browser offers installation, in place of the browser’s own prompt', () => {
    render(<InstallBanner />);
    const offer = offerInstall();

    expect(screen.getByRole('region', { name: 'Instale o Sorteios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Instalar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(offer.defaultPrevented).toBe(true);
  });

  it('"Instalar" opens the browser’s dialog and goes once it is accepted, remembering nothing', async () => {
    render(<InstallBanner />);
    const offer = offerInstall('accepted');

    await userEvent.click(screen.getByRole('button', { name: 'Instalar' }));

    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DECLINED_KEY)).toBeNull();
  });

  it('goes when the browser’s dialog is cancelled, and is not offered again', async () => {
    const { unmount } = render(<InstallBanner />);
    offerInstall('dismissed');

    await userEvent.click(screen.getByRole('button', { name: 'Instalar' }));

    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_DECLINED_KEY)).not.toBeNull();
    unmount();
    render(<InstallBanner />);
    const later = offerInstall();
    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
    expect(later.defaultPrevented).toBe(true);
  });

  it('"Fechar" closes it for good', async () => {
    render(<InstallBanner />);
    offerInstall();

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));

    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
  });

  it('is reached with the keyboard, and Escape closes it with the focus moved to the page, not lost', async () => {
    render(
      <>
        <main tabIndex={-1}>
          <button type="button">Antes</button>
        </main>
        <InstallBanner />
      </>,
    );
    offerInstall();
    const user = userEvent.setup();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Instalar' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.localStorage.getItem(INSTALL_DECLINED_KEY)).not.toBeNull();
  });

  it('goes when the app gets installed some other way (the browser’s menu)', () => {
    render(<InstallBanner />);
    offerInstall();

    act(() => void window.dispatchEvent(new Event('appinstalled')));

    expect(screen.queryByRole('region', { name: 'Instale o Sorteios' })).not.toBeInTheDocument();
  });
});
