/** What POST /api/me/giveaways/restore answers (docs/api-giveaways.md, "Backups"). */
export interface RestoredCopy {
  origemId: string;
  giveawayId: string;
  titulo: string;
  status: 'Rascunho';
}

export interface RestoreOutcome {
  restauracaoId: string;
  sorteios: RestoredCopy[];
}
