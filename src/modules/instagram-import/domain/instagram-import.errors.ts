import { DomainError, PRICING_PATH } from '../../../platform/ddd/domain-error';

export const instagramImportErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  notOwner: () => new DomainError('NOT_GIVEAWAY_OWNER', 'Somente quem criou o sorteio pode fazer isso.'),
  notOpen: () => new DomainError('GIVEAWAY_NOT_OPEN', 'Só dá para importar comentários enquanto o sorteio está ativo (publicado e antes do encerramento).'),
  planRequired: () =>
    new DomainError('PLAN_REQUIRED', 'Importar comentários do Instagram faz parte do plano Pro. Assine o Pro para sortear entre os comentários de um post.', {
      recurso: 'instagram',
      precos: PRICING_PATH,
    }),
  jobNotFound: () => new DomainError('JOB_NOT_FOUND', 'Importação não encontrada.'),
  // The Graph client's failures at the start, as the Instagram connection answers them (same codes).
  rateLimited: (retryAfterMs: number) =>
    new DomainError('INSTAGRAM_RATE_LIMITED', `O Instagram pediu uma pausa nas consultas. Tente novamente em ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minuto(s).`, {
      retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    }),
  tokenExpired: () =>
    new DomainError('INSTAGRAM_TOKEN_EXPIRED', 'O Instagram não aceita mais a conexão (acesso expirado ou removido). Conecte a conta de novo em Integrações.'),
  unavailable: () => new DomainError('INSTAGRAM_UNAVAILABLE', 'O Instagram não respondeu agora. Tente novamente em alguns minutos.'),
};

/** What the creator reads when an import stops, by reason (the job's status answers it). */
export const FAILURE_MESSAGES = {
  'token-expirado':
    'A conexão com o Instagram expirou ou foi removida, e a importação parou. Conecte a conta de novo em Integrações e importe o post outra vez: os comentários já importados continuam no sorteio e não entram duas vezes.',
  'nao-conectado': 'A conta do Instagram foi desconectada durante a importação. Conecte-a de novo em Integrações e importe o post outra vez.',
  'sem-permissao': 'A conta do Instagram foi conectada sem a permissão de ler comentários. Conecte de novo em Integrações, aceitando todas as permissões, e importe outra vez.',
  'post-nao-encontrado': 'O post não está mais na conta do Instagram conectada (foi apagado ou a conta mudou).',
  'sorteio-fechado': 'O sorteio deixou de aceitar inscrições durante a importação; os comentários importados até então continuam no sorteio.',
  'instagram-indisponivel': 'O Instagram ficou fora do ar por tempo demais e a importação parou. Importe o post outra vez mais tarde: só os comentários que faltam serão adicionados.',
  erro: 'A importação parou por um erro inesperado. Importe o post outra vez: só os comentários que faltam serão adicionados.',
} as const;
