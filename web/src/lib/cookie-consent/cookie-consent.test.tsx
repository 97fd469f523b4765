import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { CONSENT_COOKIE } from './cookie-consent.config';
import { forgetCookieConsentForTests, startCookieConsent } from './cookie-consent';

const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
const recorded = () => JSON.parse(decodeURIComponent(consentCookie()!)) as { categories: string[]; consentTimestamp: string };

async function banner() {
  startCookieConsent(window);
  return screen.findByRole('dialog', { name: 'Consentimento de cookies' }, { timeout: 3000 });
}

async function noAxeViolations(root: Element) {
  // Colour contrast needs a layout engine; jsdom has none (the e2e suite checks it in Chromium).
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

beforeEach(() => {
  const page = { slug: 'termos-de-uso', titulo: 'Termos de uso', conteudo: 'Texto.', html: '<p>Texto.</p>', criadoEm: '2026-01-01T00:00:00.000Z', atualizadoEm: '2026-01-01T00:00:00.000Z', revision: 0 };
  mockFetch(({ url }) => (url === '/api/pages/termos-de-uso' ? json(200, page) : json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' })));
});

afterEach(async () => {
  (await import('vanilla-cookieconsent')).reset(true);
  forgetCookieConsentForTests();
  document.getElementById('cc-main')?.remove();
  jest.restoreAllMocks();
});

describe('cookie consent', () => {
  it('offers Aceitar, Rejeitar and Gerenciar preferências alike, with no accessibility violation and nothing recorded yet', async () => {
    const dialog = await banner();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Aceitar', 'Rejeitar', 'Gerenciar preferências']);
    // Equal weight: the three buttons carry the same styling classes.
    const styles = new Set(buttons.map((b) => [...b.classList].filter((c) => c !== 'cm__btn--secondary').sort().join(' ')));
    expect(styles.size).toBe(1);
    expect(within(dialog).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/pages/politica-de-privacidade');
    expect(consentCookie()).toBeUndefined();
    await noAxeViolations(document.getElementById('cc-main')!);
  });

  it('records a refusal (only the necessary category) and closes the banner, by keyboard alone', async () => {
    const dialog = await banner();
    const reject = within(dialog).getByRole('button', { name: 'Rejeitar' });
    reject.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(consentCookie()).toBeDefined());
    expect(recorded().categories).toEqual(['necessary']);
    expect(recorded().consentTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Consentimento de cookies' })).not.toBeInTheDocument());
  });

  it('does not hold the keyboard: Tab moves between the banner and the page, which it does not make inert', async () => {
    renderApp('/pages/termos-de-uso');
    await screen.findByRole('heading', { level: 1, name: 'Termos de uso' });
    const dialog = await banner();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    // Past the library's own focus call (after its opening transition, at the latest 500 ms): on a
    // busy machine it could land while the walk below is on the page's body, which it may take.
    await new Promise((resolve) => setTimeout(resolve, 700));

    within(dialog).getByRole('button', { name: 'Aceitar' }).focus();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preferências de cookies' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Gerenciar preferências' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Política de privacidade' }));
    // The library would wrap this Tab back to "Aceitar".
    await userEvent.tab();
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('does not take the focus from someone already on the page', async () => {
    renderApp('/pages/termos-de-uso');
    const footerButton = await screen.findByRole('button', { name: 'Preferências de cookies' });
    footerButton.focus();
    await banner();
    // The library focuses the banner after its opening transition, or at the latest 500 ms later.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(footerButton).toHaveFocus();
  });

  it('records an acceptance of every category', async () => {
    const dialog = await banner();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(recorded().categories).toEqual(['necessary', 'analytics']));
  });

  it('reopens the choice from the footer and saves a changed preference', async () => {
    const dialog = await banner();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(recorded().categories).toEqual(['necessary']));
    renderApp('/pages/termos-de-uso');

    await userEvent.click(await screen.findByRole('button', { name: 'Preferências de cookies' }));
    const preferences = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    expect(within(preferences).getByText(/Hoje não usamos nenhum serviço desta categoria/)).toBeInTheDocument();
    const necessary = within(preferences).getByRole('checkbox', { name: /Necessários/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await userEvent.click(within(preferences).getByRole('checkbox', { name: /Estatísticas/ }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Salvar preferências' }));

    await waitFor(() => expect(recorded().categories).toEqual(['necessary', 'analytics']));
    await noAxeViolations(document.getElementById('cc-main')!);
  });
});
