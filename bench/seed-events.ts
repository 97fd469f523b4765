import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../src/platform/event-store/event-store.port';

/**
 * Events the benches write straight to the log before the app first starts (so it projects
 * them, and reactors begin at the head: no flood of e-mails): one published giveaway with a
 * name and an e-mail field, and entries into it, shaped as the product writes them.
 */
export function benchEvents(creatorId: string, descricao: string) {
  const at = new Date().toISOString();
  const event = (type: string, data: Record<string, unknown>, userId: string | null = creatorId): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: { userId, correlationId: 'bench', causationId: null, at },
  });
  const aceite = { regulamentoVersao: 1, regulamentoSha256: '0'.repeat(64), consentimentoTexto: '', consentimentoVersao: 1 };
  return {
    event,
    giveaway: (giveawayId: string): NewEvent[] => [
      event('GiveawayCreated', {
        giveawayId,
        criadorId: creatorId,
        templateId: null,
        titulo: 'Sorteio de benchmark',
        descricao,
        premios: ['Prêmio'],
        imagemUrl: null,
        dataSorteio: new Date(Date.now() + 86_400_000).toISOString(),
        numeroVencedores: 10,
        regulamento: null,
        camposFormulario: [
          { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
          { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
        ],
        aleatoriedadePublica: null,
      }),
      event('GiveawayPublished', { giveawayId }),
    ],
    /**
     * The creator's Pro (as an admin grants it): the benchmarks' giveaways have more entries
     * and winners than Grátis allows. Appended to the creator's `user-` stream.
     */
    creatorPro: (): NewEvent =>
      event('ProActivated', { userId: creatorId, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, adminId: null, motivo: 'bench' }, null),
    /** Person number n's entry: `Pessoa n`, `p<n>@bench.local`. */
    entry: (giveawayId: string, participanteId: string, n: number): NewEvent => {
      const respostas = { nome: `Pessoa ${n}`, email: `p${n}@bench.local` };
      const data = { entryId: randomUUID(), sorteioId: giveawayId, participanteId, respostas, ...respostas, username: `p${n}`, consentimentoContato: false, aceite };
      return event('EntrySubmitted', data, participanteId);
    },
  };
}
