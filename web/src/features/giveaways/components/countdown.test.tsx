import { act, render, screen } from '@testing-library/react';
import { Countdown } from './countdown.component';

const now = new Date('2026-12-01T12:00:00.000Z');

/** Each tick schedules the next after React renders, so time moves a second per act, as in a browser. */
function secondsPass(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => jest.advanceTimersByTime(1000));
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(now);
});
afterEach(() => jest.useRealTimers());

describe('the countdown to the draw', () => {
  it('counts days, hours and minutes in pt-BR, and moves on each minute', () => {
    render(<Countdown dataSorteio="2026-12-03T15:04:30.000Z" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2 dias 3 horas 4 minutos');

    act(() => jest.advanceTimersByTime(31_000));
    expect(timer).toHaveTextContent('2 dias 3 horas 3 minutos');
  });

  it('counts the seconds on the last day, in the singular where it is one', () => {
    render(<Countdown dataSorteio="2026-12-01T13:01:05.000Z" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('1 hora 1 minuto 5 segundos');

    secondsPass(4);
    expect(timer).toHaveTextContent('1 hora 1 minuto 1 segundo');
  });

  it('is a timer a screen reader reads when asked, never announcing every tick', () => {
    render(<Countdown dataSorteio="2026-12-01T13:00:00.000Z" />);
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('region', { name: 'O sorteio acontece em' })).toBeInTheDocument();
  });

  it('says the date has come once it has', () => {
    render(<Countdown dataSorteio="2026-12-01T12:00:02.000Z" />);
    secondsPass(3);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Chegou a data do sorteio: o resultado sai em breve.')).toBeInTheDocument();
  });
});
