/** A copy made by POST /api/me/giveaways/restore: the giveaway it was copied from and the new draft (docs/api-giveaways.md, "Backups"). */
export interface RestoredCopy {
  origemId: string;
  giveawayId: string;
  titulo: string;
  status: 'Rascunho';
}

/** What POST /api/me/giveaways/restore answers. */
export interface RestoreOutcome {
  /** The correlation id of every event the restore wrote. */
  restauracaoId: string;
  sorteios: RestoredCopy[];
}

type PageSide = { titulo: string; conteudo: string };

/** An address both the site and the pages file have, with different text (docs/api-pages-contacts.md, "Pages backup"). */
export interface PageConflict {
  slug: string;
  /** The page's revision now: the import replaces it only if it is still this one (If-Match). */
  revision: number;
  atual: PageSide;
  arquivo: PageSide;
  /** Which fields the file would change. */
  mudancas: Array<'titulo' | 'conteudo'>;
}

/** What POST /api/admin/pages-backup/preview answers. */
export interface PagesImportPreview {
  novas: Array<{ slug: string; titulo: string }>;
  conflitos: PageConflict[];
  iguais: string[];
}

/** What POST /api/admin/pages-backup/import answers. */
export interface PagesImportOutcome {
  criadas: string[];
  atualizadas: string[];
  /** Conflicts the admin chose to keep as they are, and pages the file does not change. */
  mantidas: string[];
}
