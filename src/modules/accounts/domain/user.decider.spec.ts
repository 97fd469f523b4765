import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { UserCommand, userDecider, VERIFICATION_TTL_DAYS } from './user.decider';
import type { UserEvent, UserRegistered } from './user.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
/** Time stamped on past events that do not bring their own `at`. */
const EARLIER = '2025-06-01T11:00:00.000Z';
const DAY = 86_400_000;
const USER_ID = 'u-1';

type PastEvent = UserEvent & { at?: string };

/** given(history).when(command, now).then(events | errorCode): the decider as a pure function. */
const at = <E extends UserEvent>(iso: string, event: E): E & { at: string } => ({ ...event, at: iso });

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: USER_ID,
    email: 'ana@example.com',
    username: 'ana',
    nome: 'Ana',
    sobrenome: 'Souza',
    passwordHash: 'hash-1',
    verificacaoId: 'ver-1',
  },
};
const register: UserCommand = { type: 'RegisterUser', ...registered.data };
const resetRequested = (requestId: string, expiresAt: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: USER_ID, requestId, expiresAt },
});
const passwordChanged = (resetRequestId: string | null): UserEvent => ({
  type: 'PasswordChanged',
  data: { userId: USER_ID, passwordHash: 'hash-2', resetRequestId },
});
const disabled: UserEvent = { type: 'UserDisabled', data: { userId: USER_ID, motivo: 'spam' } };
const IN_ONE_HOUR = new Date(NOW.getTime() + 3_600_000).toISOString();

const { given } = deciderSpec(userDecider, { now: NOW, defaultAt: EARLIER });

describe('userDecider', () => {
  describe('cadastro', () => {
    it('registra um usuário novo com os dados do comando', () => {
      given([]).when(register).then([registered]);
    });

    it('recusa cadastrar o mesmo usuário duas vezes', () => {
      given([registered]).when(register).then('USER_ALREADY_REGISTERED');
    });

    it.each<UserCommand>([
      { type: 'RequestEmailVerification', verificacaoId: 'ver-2' },
      { type: 'VerifyEmail', verificacaoId: 'ver-1' },
      { type: 'RequestPasswordReset', requestId: 'r-1', ttlMinutes: 60 },
      { type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' },
      { type: 'ChangePassword', passwordHash: 'h' },
      { type: 'UpdateProfile', changes: { nome: 'Bia' } },
      { type: 'ChangeRoles', roles: { isPro: true } },
      { type: 'DisableUser', motivo: null },
      { type: 'EnableUser' },
    ])('$type num usuário que não existe responde USER_NOT_FOUND', (command) => {
      given([]).when(command).then('USER_NOT_FOUND');
    });
  });

  describe('verificação de e-mail', () => {
    it('verifica o e-mail com o id do link enviado no cadastro', () => {
      given([registered])
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-1' })
        .then([{ type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }]);
    });

    it('recusa um id que não é o do link', () => {
      given([registered]).when({ type: 'VerifyEmail', verificacaoId: 'outro' }).then('INVALID_OR_EXPIRED_TOKEN');
    });

    it(`aceita o link até ${VERIFICATION_TTL_DAYS} dias depois de enviado e recusa depois disso`, () => {
      const sent = NOW.toISOString();
      const justBefore = new Date(NOW.getTime() + VERIFICATION_TTL_DAYS * DAY - 60_000);
      const justAfter = new Date(NOW.getTime() + VERIFICATION_TTL_DAYS * DAY + 1);
      given([at(sent, registered)])
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-1' }, justBefore)
        .then([{ type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }]);
      given([at(sent, registered)]).when({ type: 'VerifyEmail', verificacaoId: 'ver-1' }, justAfter).then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('verificar de novo um e-mail já verificado não gera evento', () => {
      given([registered, { type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }])
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-1' })
        .then([]);
    });

    it('pedir um novo link gera o evento com o novo id', () => {
      given([registered])
        .when({ type: 'RequestEmailVerification', verificacaoId: 'ver-2' })
        .then([{ type: 'EmailVerificationRequested', data: { userId: USER_ID, verificacaoId: 'ver-2' } }]);
    });

    it('não envia link novo para quem já verificou o e-mail', () => {
      given([registered, { type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }])
        .when({ type: 'RequestEmailVerification', verificacaoId: 'ver-2' })
        .then([]);
    });

    it('um link mais novo substitui o antigo, e o prazo conta a partir do novo pedido', () => {
      const history = [
        at(new Date(NOW.getTime() - 10 * DAY).toISOString(), registered),
        at(new Date(NOW.getTime() - DAY).toISOString(), {
          type: 'EmailVerificationRequested',
          data: { userId: USER_ID, verificacaoId: 'ver-2' },
        } as UserEvent),
      ];
      given(history).when({ type: 'VerifyEmail', verificacaoId: 'ver-1' }).then('INVALID_OR_EXPIRED_TOKEN');
      given(history)
        .when({ type: 'VerifyEmail', verificacaoId: 'ver-2' })
        .then([{ type: 'EmailVerified', data: { userId: USER_ID, email: 'ana@example.com' } }]);
    });
  });

  describe('redefinição de senha', () => {
    it('o pedido expira ttlMinutes depois de agora', () => {
      given([registered])
        .when({ type: 'RequestPasswordReset', requestId: 'r-1', ttlMinutes: 30 })
        .then([{ type: 'PasswordResetRequested', data: { userId: USER_ID, requestId: 'r-1', expiresAt: '2025-06-01T12:30:00.000Z' } }]);
    });

    it('com um pedido válido troca a senha e registra qual pedido foi usado', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR)])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'hash-novo' })
        .then([{ type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'hash-novo', resetRequestId: 'r-1' } }]);
    });

    it('recusa um pedido desconhecido', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR)])
        .when({ type: 'ResetPassword', requestId: 'r-x', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('recusa um pedido expirado', () => {
      const expired = new Date(NOW.getTime() - 1).toISOString();
      given([registered, resetRequested('r-1', expired)])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('recusa um pedido já usado', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), passwordChanged('r-1')])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('uma troca de senha gasta todos os pedidos pendentes', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), resetRequested('r-2', IN_ONE_HOUR), passwordChanged('r-1')])
        .when({ type: 'ResetPassword', requestId: 'r-2', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
      given([registered, resetRequested('r-1', IN_ONE_HOUR), passwordChanged(null)])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('INVALID_OR_EXPIRED_TOKEN');
    });

    it('um pedido feito depois da troca de senha continua valendo', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), passwordChanged(null), resetRequested('r-2', IN_ONE_HOUR)])
        .when({ type: 'ResetPassword', requestId: 'r-2', passwordHash: 'h' })
        .then([{ type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'h', resetRequestId: 'r-2' } }]);
    });

    it('a troca de senha marca o instante a partir do qual as sessões valem', () => {
      const changedAt = '2025-06-01T11:30:00.000Z';
      const state = fold(userDecider, [
        { ...registered, at: EARLIER },
        { ...passwordChanged(null), at: changedAt },
      ]);
      expect(state.sessionsValidFrom).toBe(changedAt);
      expect(state.passwordHash).toBe('hash-2');
    });

    it('trocar a senha logado gera PasswordChanged sem pedido de redefinição', () => {
      given([registered])
        .when({ type: 'ChangePassword', passwordHash: 'hash-novo' })
        .then([{ type: 'PasswordChanged', data: { userId: USER_ID, passwordHash: 'hash-novo', resetRequestId: null } }]);
    });

    it('uma conta desativada que pede redefinição não recebe link (e nenhum erro revela isso)', () => {
      given([registered, disabled]).when({ type: 'RequestPasswordReset', requestId: 'r-1', ttlMinutes: 30 }).then([]);
    });

    it('uma conta desativada não consegue redefinir a senha com um link pedido antes', () => {
      given([registered, resetRequested('r-1', IN_ONE_HOUR), disabled])
        .when({ type: 'ResetPassword', requestId: 'r-1', passwordHash: 'h' })
        .then('USER_DISABLED');
    });
  });

  describe('perfil', () => {
    it('registra só os campos que mudam', () => {
      given([registered])
        .when({ type: 'UpdateProfile', changes: { nome: 'Ana', sobrenome: 'Lima', bio: 'oi', username: 'ana' } })
        .then([{ type: 'ProfileUpdated', data: { userId: USER_ID, changes: { sobrenome: 'Lima', bio: 'oi' } } }]);
    });

    it('não gera evento quando nada muda', () => {
      given([registered]).when({ type: 'UpdateProfile', changes: { nome: 'Ana', username: 'ana', photoURL: null } }).then([]);
      given([registered]).when({ type: 'UpdateProfile', changes: {} }).then([]);
    });

    it('compara com o perfil já alterado, inclusive o username', () => {
      const updated: UserEvent = {
        type: 'ProfileUpdated',
        data: { userId: USER_ID, changes: { username: 'ana.souza', photoURL: '/uploads/a.png' } },
      };
      given([registered, updated]).when({ type: 'UpdateProfile', changes: { username: 'ana.souza', photoURL: '/uploads/a.png' } }).then([]);
      given([registered, updated])
        .when({ type: 'UpdateProfile', changes: { username: 'ana', photoURL: null } })
        .then([{ type: 'ProfileUpdated', data: { userId: USER_ID, changes: { username: 'ana', photoURL: null } } }]);
    });
  });

  describe('papéis e desativação', () => {
    it('registra só os papéis que mudam', () => {
      given([registered, { type: 'UserRolesChanged', data: { userId: USER_ID, isPro: true } }])
        .when({ type: 'ChangeRoles', roles: { isPro: true, isAdmin: true, verified: false } })
        .then([{ type: 'UserRolesChanged', data: { userId: USER_ID, isAdmin: true } }]);
    });

    it('não gera evento quando os papéis já são esses', () => {
      given([registered]).when({ type: 'ChangeRoles', roles: { isPro: false, isAdmin: false } }).then([]);
    });

    it('guarda o motivo do admin junto dos papéis, e o motivo não vira um papel', () => {
      given([registered])
        .when({ type: 'ChangeRoles', roles: { verified: true }, motivo: 'Documentos conferidos' })
        .then([{ type: 'UserRolesChanged', data: { userId: USER_ID, verified: true, motivo: 'Documentos conferidos' } }]);
      const state = fold(userDecider, [registered, { type: 'UserRolesChanged', data: { userId: USER_ID, isPro: true, motivo: 'Plano pago' } }]);
      expect(state.roles).toEqual({ isPro: true, isAdmin: false, verified: false });
      given([registered]).when({ type: 'ChangeRoles', roles: { isPro: false }, motivo: 'nada muda' }).then([]);
    });

    it('reativar guarda o motivo quando há um', () => {
      given([registered, disabled]).when({ type: 'EnableUser', motivo: 'Contestação aceita' }).then([{ type: 'UserEnabled', data: { userId: USER_ID, motivo: 'Contestação aceita' } }]);
    });

    it('desativar é idempotente', () => {
      given([registered])
        .when({ type: 'DisableUser', motivo: 'spam' })
        .then([{ type: 'UserDisabled', data: { userId: USER_ID, motivo: 'spam' } }]);
      given([registered, disabled]).when({ type: 'DisableUser', motivo: 'de novo' }).then([]);
    });

    it('reativar é idempotente', () => {
      given([registered, disabled]).when({ type: 'EnableUser' }).then([{ type: 'UserEnabled', data: { userId: USER_ID } }]);
      given([registered]).when({ type: 'EnableUser' }).then([]);
      given([registered, disabled, { type: 'UserEnabled', data: { userId: USER_ID } }]).when({ type: 'EnableUser' }).then([]);
    });

    it('desativar encerra as sessões abertas até aquele instante', () => {
      const disabledAt = '2025-06-01T11:45:00.000Z';
      const state = fold(userDecider, [
        { ...registered, at: EARLIER },
        { ...disabled, at: disabledAt },
      ]);
      expect(state.sessionsValidFrom).toBe(disabledAt);
    });
  });
});
