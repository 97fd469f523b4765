import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { GiveawayCard as CardData } from '@sorteios/api-contract';
import { GiveawayCard } from './giveaway-card.component';

const card: CardData = {
  id: '3f1c9a2b-7d4e-4c1a-9b2f-0a1b2c3d4e5f',
  titulo: 'Kit de café',
  status: 'Ativo',
  criador: { username: 'ana', nome: 'Ana', photoURL: null },
  imagemUrl: '/uploads/capas/kit.jpg',
  imagens: { capa: '/uploads/capas/kit-1200.webp', miniatura: '/uploads/capas/kit-400.webp' },
  dataSorteio: '2026-12-24T21:00:00.000Z',
  inscritosCount: 3,
};

const renderCard = (props: Partial<Parameters<typeof GiveawayCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <GiveawayCard giveaway={card} {...props} />
    </MemoryRouter>,
  );

describe('a giveaway card\'s cover', () => {
  it('has its size before it loads, picks the small copy on a phone, and waits until it scrolls near', () => {
    renderCard();
    const cover = screen.getByRole('img', { name: /Kit de café/ });
    expect(cover).toHaveAttribute('src', '/uploads/capas/kit-400.webp');
    expect(cover).toHaveAttribute('srcset', '/uploads/capas/kit-400.webp 400w, /uploads/capas/kit-1200.webp 1200w');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['400', '225']);
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).not.toHaveAttribute('fetchpriority');
  });

  it('loads first when it is the first card in view', () => {
    renderCard({ priority: true });
    const cover = screen.getByRole('img', { name: /Kit de café/ });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the original alone before its resized copies exist', () => {
    render(
      <MemoryRouter>
        <GiveawayCard giveaway={{ ...card, imagens: null }} />
      </MemoryRouter>,
    );
    const cover = screen.getByRole('img', { name: /Kit de café/ });
    expect(cover).toHaveAttribute('src', '/uploads/capas/kit.jpg');
    expect(cover).not.toHaveAttribute('srcset');
  });
});
