import { screen, within } from '@testing-library/react';
import { endSession } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

afterEach(() => jest.restoreAllMocks());

const showPage = async (giveaway: ReturnType<typeof aGiveaway>) => {
  mockFetch(({ url }) => (url === `/api/giveaways/${GIVEAWAY_ID}` ? json(200, giveaway) : undefined));
  renderApp(`/sorteio/${GIVEAWAY_ID}`);
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('region', { name: 'Prêmios' }));
};

describe('the prizes on the public giveaway page', () => {
  beforeEach(() => endSession('expired'));

  it('shows each prize with its image, sized before it loads, from the resized copies, lazily, its name read once', async () => {
    const prizes = await showPage(
      aGiveaway({
        premios: ['Kit de café', 'Caneca'],
        premiosImagens: ['/uploads/premios/kit.jpg', '/uploads/premios/caneca.png'],
        premiosImagensVariantes: [{ capa: '/uploads/premios/kit-1200.webp', miniatura: '/uploads/premios/kit-400.webp' }, null],
      }),
    );

    const imageOf = (name: string) => prizes.getByText(name).closest('li')!.querySelector('img')!;
    const kit = imageOf('Kit de café');
    // The name sits beside it: the image is not announced again.
    expect(kit).toHaveAttribute('alt', '');
    expect(kit).toHaveAttribute('src', '/uploads/premios/kit-400.webp');
    expect(kit).toHaveAttribute('srcset', '/uploads/premios/kit-400.webp 400w, /uploads/premios/kit-1200.webp 1200w');
    expect(kit).toHaveAttribute('sizes', '(min-width: 48rem) 8rem, 5rem');
    expect([kit.getAttribute('width'), kit.getAttribute('height')]).toEqual(['400', '400']);
    expect(kit).toHaveAttribute('loading', 'lazy');
    // Before its copies exist, the original alone.
    const caneca = imageOf('Caneca');
    expect(caneca).toHaveAttribute('src', '/uploads/premios/caneca.png');
    expect(caneca).not.toHaveAttribute('srcset');
    expect(caneca).toHaveAttribute('loading', 'lazy');
    expect(prizes.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kit de café', 'Caneca']);
  });

  it('shows a placeholder of the same size for a prize without an image, hidden from screen readers', async () => {
    const prizes = await showPage(
      aGiveaway({ premios: ['Kit de café', 'Caneca', 'Adesivos'], premiosImagens: [null, '/uploads/premios/caneca.png'], premiosImagensVariantes: [null, null] }),
    );

    const items = prizes.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((li) => li.querySelector('img') !== null)).toEqual([false, true, false]);
    for (const index of [0, 2]) {
      const placeholder = items[index]!.querySelector('.prize-list__placeholder');
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect(items[index]!.querySelector('img')).toBeNull();
    }
  });

  it('shows the prizes of a giveaway from before prize images, all with placeholders', async () => {
    const old = aGiveaway({ premios: ['Kit de café'] });
    delete old.premiosImagens;
    delete old.premiosImagensVariantes;
    const prizes = await showPage(old);

    expect(prizes.getByRole('listitem')).toHaveTextContent('Kit de café');
    expect(prizes.getByRole('listitem').querySelector('img')).toBeNull();
  });
});
