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
  it('reserves a free value for whoever asked', () => {
    expect(decideAfter([], reserve('u-1'))).toEqual([reserved('u-1')]);
  });

  it('records nothing when the holder asks again for their own reservation', () => {
    expect(decideAfter([reserved('u-1')], reserve('u-1'))).toEqual([]);
  });

  it('gives someone else the conflict error the command carries', () => {
    const conflict = new DomainError('USERNAME_TAKEN', 'Este nome de usuário já está em uso.');
    const err = thrownBy(() => decideAfter([reserved('u-1')], reserve('u-2', { conflict: () => conflict })));
    expect(err).toBe(conflict);
  });

  it('uses the e-mail conflict when that is the command\'s error', () => {
    const err = thrownBy(() => decideAfter([reserved('u-1')], reserve('u-2')));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('lets someone else take over an orphaned reservation (a sign-up that never finished)', () => {
    expect(decideAfter([reserved('u-1')], reserve('u-2', { orphanHolderId: 'u-1' }))).toEqual([reserved('u-2')]);
  });

  it('takes over only the reservation of the holder named as orphaned, not another\'s', () => {
    const err = thrownBy(() => decideAfter([reserved('u-1')], reserve('u-2', { orphanHolderId: 'u-9' })));
    expect((err as DomainError).code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('lets the holder release the reservation', () => {
    expect(decideAfter([reserved('u-1')], release('u-1'))).toEqual([released('u-1')]);
  });

  it('releases nothing for someone who is not the holder', () => {
    expect(decideAfter([reserved('u-1')], release('u-2'))).toEqual([]);
    expect(decideAfter([], release('u-2'))).toEqual([]);
  });

  it('lets another person reserve once it is released', () => {
    expect(decideAfter([reserved('u-1'), released('u-1')], reserve('u-2'))).toEqual([reserved('u-2')]);
  });

  it('keeps who the holder is and since when', () => {
    const state = fold(reservationDecider, [{ ...reserved('u-1'), at: '2025-06-01T11:00:00.000Z' }]);
    expect(state).toEqual({ holderId: 'u-1', reservedAt: '2025-06-01T11:00:00.000Z' });
  });
});
