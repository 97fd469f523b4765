/** The rules of POST /api/giveaways/:id/instagram-import. */
export interface InstagramImportRules {
  mencoesMinimas: number;
  umaEntradaPorPerfil: boolean;
  hashtag?: string | null;
  excluir?: string[];
}

/** Why a comment made no entry: a rule, or the entry itself (already in, the profile's one entry, the plan's limit). */
export type InstagramImportSkip = 'criador' | 'excluido' | 'mencoes' | 'hashtag' | 'perfil-repetido' | 'ja-importado' | 'limite-do-plano';

export type InstagramImportStatus = 'na-fila' | 'em-andamento' | 'aguardando' | 'concluido' | 'falhou';

/** GET /api/jobs/:jobId (and the items of GET /api/giveaways/:id/instagram-imports). */
export interface InstagramImportJob {
  id: string;
  tipo: 'instagram-import';
  sorteioId: string;
  mediaId: string;
  permalink: string;
  status: InstagramImportStatus;
  progresso: { feitos: number; total: number };
  aguardando: { motivo: 'limite-da-api' | 'instagram-indisponivel'; retomaEm: string; tentativa: number } | null;
  resultado: { importados: number; ignorados: number; porMotivo: Partial<Record<InstagramImportSkip, number>> };
  erro: { motivo: string; mensagem: string } | null;
  criadoEm: string;
  atualizadoEm: string;
}
