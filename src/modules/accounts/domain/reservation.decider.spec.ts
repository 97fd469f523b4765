import { fold } from '../../../platform/ddd/decider';
import { DomainError } from '../../../platform/ddd/domain-error';
import { ReservationCommand, reservationDecider, ReservationEvent } from './reservation.decider';
import { accountErrors } from './user.errors';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const EMAIL = 'ana@example.com';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('esperava um erro, mas decide não lançou nada');
}

const decideAfter = (history: ReservationEvent[], command: ReservationCommand) =>
  reservationDecider.decide(
    command,
    fold(
      reservationDecider,
      history.map((e) => ({ ...e, at: '2025-06-01T11:00:00.000Z' })),
    ),
    { now: NOW, random: (n) => new Uint8Array(n) },
  );

const reserve = (holderId: string, extra: Partial<Extract<ReservationCommand, { type: 'Reserve' }>> = {}): ReservationCommand => ({
  type: 'Reserve',
  value: EMAIL,
  holderId,
  conflict: accountErrors.emailInUse,
  ...extra,
});
const release = (holderId: string): ReservationCommand => ({ type: 'Release', value: EMAIL, holderId });
const reserved = (holderId: string): ReservationEvent => ({ type: 'ValueReserved', data: { value: EMAIL, holderId } });
const released = (holderId: string): ReservationEvent => ({ type: 'ValueReleased', data: { value: EMAIL, holderId } });

describe('reservationDecider', () => {
  it('reserva um valor livre para quem pediu', () => {
    expect(decideAfter([], reserve('u-1'))).toEqual([reserved('u-1')]);
  });

  it('pedir de novo a reserva que já é sua não gera evento', () => {
    expect(decideAfter([reserved('u-1')], reserve('u-1'))).toEqual([]);
  });

  it('outro titular recebe o erro de conflito que veio no comando', () => {
    const conflict = new DomainError('USERNAME_TAKEN', 'Este nome de usuário já está em uso.');
    const err = thrownBy(() => decideAfter([reserved('u-1')], reserve('u-2', { conflict: () => conflict })));
    expect(err).toBe(conflict);
  });

  it('usa o conflito de e-mail quando é esse o erro do comando', () => {
    const err = thrownBy(() => decideAfter([reserved('u-1')], reserve('u-2')));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('uma reserva órfã (cadastro que não terminou) pode ser assumida por outro', () => {
    expect(decideAfter([reserved('u-1')], reserve('u-2', { orphanHolderId: 'u-1' }))).toEqual([reserved('u-2')]);
  });

  it('só assume a reserva do titular apontado como órfão, não a de outro', () => {
    const err = thrownBy(() => decideAfter([reserved('u-1')], reserve('u-2', { orphanHolderId: 'u-9' })));
    expect((err as DomainError).code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('o titular libera a reserva', () => {
    expect(decideAfter([reserved('u-1')], release('u-1'))).toEqual([released('u-1')]);
  });

  it('quem não é o titular não libera nada', () => {
    expect(decideAfter([reserved('u-1')], release('u-2'))).toEqual([]);
    expect(decideAfter([], release('u-2'))).toEqual([]);
  });

  it('depois de liberada, outra pessoa pode reservar', () => {
    expect(decideAfter([reserved('u-1'), released('u-1')], reserve('u-2'))).toEqual([reserved('u-2')]);
  });

  it('guarda quem é o titular e desde quando', () => {
    const state = fold(reservationDecider, [{ ...reserved('u-1'), at: '2025-06-01T11:00:00.000Z' }]);
    expect(state).toEqual({ holderId: 'u-1', reservedAt: '2025-06-01T11:00:00.000Z' });
  });
});
