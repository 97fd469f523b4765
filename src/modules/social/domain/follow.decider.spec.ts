import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import type { UserEvent } from '../../accounts/domain/user.events';
import { FollowCommand, followDecider } from './follow.decider';
import type { FollowEvent } from './follow.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const ANA = 'u-ana';
const BIA = 'u-bia';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: ANA, email: 'ana@exemplo.com.br', username: 'ana', nome: 'Ana', sobrenome: '', passwordHash: 'x', verificacaoId: 'v' },
};
const followed = (seguidoId = BIA): FollowEvent => ({ type: 'UserFollowed', data: { seguidorId: ANA, seguidoId } });
const unfollowed = (seguidoId = BIA): FollowEvent => ({ type: 'UserUnfollowed', data: { seguidorId: ANA, seguidoId } });
const follow = (seguidoId = BIA): FollowCommand => ({ type: 'FollowUser', seguidoId });
const unfollow = (seguidoId = BIA): FollowCommand => ({ type: 'UnfollowUser', seguidoId });

const { given } = deciderSpec(followDecider, { now: NOW });

describe('followDecider', () => {
  it('records that Ana follows Bia', () => {
    given([registered]).when(follow()).then([followed()]);
  });

  it('records nothing when Ana already follows Bia', () => {
    given([registered, followed()]).when(follow()).then([]);
  });

  it('records that Ana stopped following Bia', () => {
    given([registered, followed()]).when(unfollow()).then([unfollowed()]);
  });

  it('records nothing when Ana unfollows someone she does not follow', () => {
    given([registered]).when(unfollow()).then([]);
    given([registered, followed(), unfollowed()]).when(unfollow()).then([]);
  });

  it('lets Ana follow Bia again after unfollowing her', () => {
    given([registered, followed(), unfollowed()]).when(follow()).then([followed()]);
  });

  it('keeps each followed person apart', () => {
    given([registered, followed('u-caio')]).when(follow()).then([followed()]);
    given([registered, followed('u-caio')]).when(unfollow()).then([]);
  });

  it('refuses to let Ana follow herself, in pt-BR', () => {
    const err = given([registered]).when(follow(ANA)).error();
    expect(err.code).toBe('CANNOT_FOLLOW_SELF');
    expect(err.message).toBe('Você não pode seguir a si mesmo.');
  });

  it('answers "Usuário não encontrado" for a follower whose account does not exist', () => {
    given([]).when(follow()).then('USER_NOT_FOUND');
    given([]).when(unfollow()).then('USER_NOT_FOUND');
  });

  it("ignores the account's other events on the same stream", () => {
    const others: UserEvent[] = [
      { type: 'EmailVerified', data: { userId: ANA, email: 'ana@exemplo.com.br' } },
      { type: 'ProfileUpdated', data: { userId: ANA, changes: { nome: 'Ana Maria' } } },
      { type: 'UserRolesChanged', data: { userId: ANA, isPro: true } },
    ];
    given([registered, ...others, followed(), ...others]).when(follow()).then([]);
    given([registered, ...others]).when(follow()).then([followed()]);
  });

  it('holds who Ana follows now in its state', () => {
    const state = fold(followDecider, [registered, followed('a'), followed('b'), unfollowed('a'), followed('c')]);
    expect(Object.keys(state.seguindo).sort()).toEqual(['b', 'c']);
  });
});
