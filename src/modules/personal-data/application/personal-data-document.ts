import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { forEachPersonalField, type PersonalDataRules } from '../../../platform/personal-data/personal-data-rules';

/** Values that are secrets rather than data about the person: shown as hidden, never copied out. */
const SECRET_FIELDS = new Set(['passwordHash', 'tokenCifrado', 'hash', 'salt', 'serverSeed', 'estadoHash']);
/** Secrets inside an object field of the event's data, by that field's name. */
const NESTED_SECRET_FIELDS: Record<string, string[]> = { registro: ['salt'] };
const HIDDEN = '[oculto]';
const SOMEONE_ELSE = '[dados de outra pessoa]';

type Data = Record<string, unknown>;

export interface ExportedEntry {
  entryId: string;
  sorteioId: string;
  inscritoEm: string;
  nome: unknown;
  email: unknown;
  respostas: unknown;
  consentimentoContato: { dado: boolean; texto: string | null; versao: number | null; retiradoEm: string | null };
  retiradaEm: string | null;
}

/**
 * The export (LGPD art. 18, II and V): what the log says about the person, as of one position,
 * as readable sections and, in `eventos`, every event itself. Secrets (password hash, sealed
 * tokens, a draw's salt) are hidden, and so are other people's personal fields (a creator's
 * WinnersDrawn names the winners).
 */
export function personalDataDocument(userId: string, position: number, events: RecordedEvent[], rules: PersonalDataRules, now: Date) {
  const conta: Data = { userId };
  const identidades = new Map<string, Data>();
  const seguindo = new Set<string>();
  const salvos = new Set<string>();
  const inscricoes = new Map<string, ExportedEntry>();
  const denuncias = new Map<string, Data>();
  const sorteiosCriados = new Map<string, Data>();
  const tokensApi = new Map<string, Data>();
  const mensagens: Data[] = [];

  for (const event of events) {
    const d = event.data as Data;
    const at = event.metadata.at;
    switch (event.type) {
      case 'UserRegistered':
        Object.assign(conta, { email: d.email, username: d.username, nome: d.nome, sobrenome: d.sobrenome, temSenha: d.passwordHash !== null, criadaEm: at });
        break;
      case 'EmailVerified':
        Object.assign(conta, { email: d.email, emailVerificadoEm: at });
        break;
      case 'ProfileUpdated':
        Object.assign(conta, d.changes as Data);
        break;
      case 'UserRolesChanged':
        for (const role of ['isPro', 'isAdmin', 'verified']) if (d[role] !== undefined) conta[role] = d[role];
        break;
      case 'UserDisabled':
        conta.desativadaEm = at;
        break;
      case 'UserEnabled':
        conta.desativadaEm = null;
        break;
      case 'IdentityLinked':
        identidades.set(`${String(d.provider)}:${String(d.subject)}`, { provedor: d.provider, sujeito: d.subject, email: d.email, vinculadaEm: at });
        break;
      case 'IdentityUnlinked':
        identidades.delete(`${String(d.provider)}:${String(d.subject)}`);
        break;
      case 'UserFollowed':
        if (d.seguidorId === userId) seguindo.add(String(d.seguidoId));
        break;
      case 'UserUnfollowed':
        if (d.seguidorId === userId) seguindo.delete(String(d.seguidoId));
        break;
      case 'GiveawaySaved':
        if (d.userId === userId) salvos.add(String(d.giveawayId));
        break;
      case 'GiveawayUnsaved':
        if (d.userId === userId) salvos.delete(String(d.giveawayId));
        break;
      case 'EntrySubmitted': {
        if (d.participanteId !== userId) break;
        const aceite = d.aceite as { consentimentoTexto: string; consentimentoVersao: number } | null;
        inscricoes.set(String(d.entryId), {
          entryId: String(d.entryId),
          sorteioId: String(d.sorteioId),
          inscritoEm: at,
          nome: d.nome,
          email: d.email,
          respostas: d.respostas,
          consentimentoContato: { dado: d.consentimentoContato === true, texto: aceite?.consentimentoTexto ?? null, versao: aceite?.consentimentoVersao ?? null, retiradoEm: null },
          retiradaEm: null,
        });
        break;
      }
      case 'ContactConsentWithdrawn': {
        const entry = inscricoes.get(String(d.entryId));
        if (entry) entry.consentimentoContato.retiradoEm = at;
        break;
      }
      case 'EntryWithdrawn': {
        const entry = inscricoes.get(String(d.entryId));
        if (entry) entry.retiradaEm = at;
        break;
      }
      case 'ReportFiled':
        if (d.userId === userId) denuncias.set(String(d.reportId), { reportId: d.reportId, sorteioId: d.sorteioId, motivo: d.motivo, detalhes: d.detalhes, status: 'pendente', criadaEm: at });
        break;
      case 'ReportReviewStarted':
      case 'ReportResolved': {
        const report = denuncias.get(String(d.reportId));
        if (report) report.status = event.type === 'ReportResolved' ? d.resultado : 'em_analise';
        break;
      }
      case 'GiveawayCreated':
        if (d.criadorId === userId) sorteiosCriados.set(String(d.giveawayId), { giveawayId: d.giveawayId, titulo: d.titulo, criadoEm: at });
        break;
      case 'ApiTokenCreated':
        tokensApi.set(String(d.tokenId), { tokenId: d.tokenId, nome: d.nome, escopos: d.escopos, criadoEm: at, revogadoEm: null });
        break;
      case 'ApiTokenRevoked': {
        const token = tokensApi.get(String(d.tokenId));
        if (token) token.revogadoEm = at;
        break;
      }
      case 'FeedbackSent':
        mensagens.push({ feedbackId: d.feedbackId, tipo: d.tipo, nome: d.nome, email: d.email, mensagem: d.mensagem, enviadaEm: at });
        break;
      default:
        break;
    }
  }

  const entries = [...inscricoes.values()];
  return {
    sobre:
      'Tudo o que o Sorteios guarda sobre você (LGPD art. 18), lido do registro de eventos numa única posição: as seções resumem, "eventos" traz cada evento. Segredos (hash da senha, tokens) e dados de outras pessoas aparecem ocultos.',
    geradoEm: now.toISOString(),
    posicaoDoLog: position,
    conta,
    identidades: [...identidades.values()],
    seguindo: [...seguindo],
    salvos: [...salvos],
    inscricoes: entries,
    consentimentos: entries
      .filter((e) => e.consentimentoContato.dado)
      .map((e) => ({ entryId: e.entryId, sorteioId: e.sorteioId, dadoEm: e.inscritoEm, ...e.consentimentoContato })),
    denuncias: [...denuncias.values()],
    sorteiosCriados: [...sorteiosCriados.values()],
    tokensApi: [...tokensApi.values()],
    mensagens,
    eventos: events.map((event) => ({
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      at: event.metadata.at,
      data: shown(event, userId, rules),
    })),
  };
}

/** The event's data with secrets and other people's personal fields hidden. */
function shown(event: RecordedEvent, userId: string, rules: PersonalDataRules): Data {
  const data = structuredClone(event.data) as Data;
  forEachPersonalField(rules.rulesFor(event.type) ?? [], data, (target, field, subject) => {
    if (subject !== userId) target[field] = SOMEONE_ELSE;
  });
  for (const key of Object.keys(data)) if (SECRET_FIELDS.has(key)) data[key] = HIDDEN;
  // A secret one level down: the salt a version-2 publication fixes (GiveawayPublished.registro.salt, secret until the draw).
  for (const [key, fields] of Object.entries(NESTED_SECRET_FIELDS)) {
    const nested = data[key];
    if (nested && typeof nested === 'object') for (const field of fields) if (field in nested) (nested as Data)[field] = HIDDEN;
  }
  return data;
}
