import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toString } from 'qrcode';
import { SharePanel } from './share-panel.component';

const url = 'https://sorteios.exemplo/sorteio/3f1c9a2b-7d4e-4c1a-9b2f-0a1b2c3d4e5f';
const renderPanel = () =>
  render(<SharePanel url={url} title="Kit de café" text="Participe do sorteio Kit de café" qrFileName="sorteio-kit-de-cafe-qrcode.svg" />);

afterEach(() => jest.restoreAllMocks());

describe('sharing a giveaway', () => {
  it('links to WhatsApp, Telegram, X and Facebook with the link, each in a new tab', () => {
    renderPanel();
    const links = within(screen.getByRole('region', { name: 'Compartilhar' })).getAllByRole('link');
    const byName = (name: RegExp) => links.find((link) => name.test(link.textContent ?? ''))!;

    expect(new URL(byName(/WhatsApp/).getAttribute('href')!).searchParams.get('text')).toBe(`Participe do sorteio Kit de café ${url}`);
    expect(new URL(byName(/Telegram/).getAttribute('href')!).searchParams.get('url')).toBe(url);
    expect(new URL(byName(/X \(Twitter\)/).getAttribute('href')!).searchParams.get('url')).toBe(url);
    expect(new URL(byName(/Facebook/).getAttribute('href')!).searchParams.get('u')).toBe(url);
    for (const link of [byName(/WhatsApp/), byName(/Telegram/), byName(/X \(Twitter\)/), byName(/Facebook/)]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(abre em nova aba\)$/);
    }
  });

  it('copies the link and confirms it', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));

    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!');
  });

  it('draws the QR code of the link as SVG only when asked, downloadable', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByText('QR code do link'));

    const image = await screen.findByRole('img', { name: `QR code que abre ${url}` });
    const src = image.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    // The very code the qrcode library makes for this link, not a picture of something else.
    expect(svg).toBe(await toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#111827', light: '#ffffff' } }));
    const download = screen.getByRole('link', { name: 'Baixar QR code (SVG)' });
    expect(download).toHaveAttribute('download', 'sorteio-kit-de-cafe-qrcode.svg');
    expect(download).toHaveAttribute('href', src);
  });

  it('offers the device share sheet only where the browser has one', async () => {
    const { unmount } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Mais opções de compartilhamento' })).not.toBeInTheDocument();
    unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderPanel();
      await userEvent.click(screen.getByRole('button', { name: 'Mais opções de compartilhamento' }));
      await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Kit de café', text: 'Participe do sorteio Kit de café', url }));
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
