import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../lib/browser-location';
import { json, mockFetch } from '../../test/fetch-mock';
import { BUILD_POLL_MS } from './latest-build';
import { UpdateBanner } from './update-banner.component';

const comeBack = () => act(() => void window.dispatchEvent(new Event('focus')));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the update banner (build polling)', () => {
  it('offers "Nova versão disponível — Atualizar" when the deployed build is another, and Atualizar reloads', async () => {
    const calls = mockFetch(() => json(200, { id: 'build-2' }));
    const reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    render(<UpdateBanner runningId="build-1" />);

    comeBack();

    expect(await screen.findByRole('status')).toHaveTextContent('Nova versão disponível —');
    expect(calls[0]!.url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says nothing while the page runs the deployed build', async () => {
    const calls = mockFetch(() => json(200, { id: 'build-1' }));
    render(<UpdateBanner runningId="build-1" />);

    comeBack();

    await act(async () => undefined);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
  });

  it('asks again every 5 minutes', async () => {
    jest.useFakeTimers();
    const calls = mockFetch(() => json(200, { id: 'build-1' }));
    render(<UpdateBanner runningId="build-1" />);

    await act(async () => void jest.advanceTimersByTime(BUILD_POLL_MS));
    expect(calls).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(BUILD_POLL_MS));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).not.toBe(calls[1]!.url);
  });

  it('ignores a failed check silently: no banner, no error', async () => {
    const error = jest.spyOn(console, 'error');
    let call = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      call += 1;
      if (call === 1) throw new TypeError('Failed to fetch');
      return new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    });
    render(<UpdateBanner runningId="build-1" />);

    comeBack();
    await act(async () => undefined);
    comeBack();
    await act(async () => undefined);

    expect(call).toBe(2);
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('does not poll outside a build (the dev server has no builds/latest.json)', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    render(<UpdateBanner runningId={null} />);

    comeBack();

    expect(fetch).not.toHaveBeenCalled();
  });
});
