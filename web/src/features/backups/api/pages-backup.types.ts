/** What /api/admin/pages-backup/preview and /import answer (docs/api-pages-contacts.md, "Pages backup"). */
type Side = { titulo: string; conteudo: string };

export interface PageConflict {
  slug: string;
  revision: number;
  atual: Side;
  arquivo: Side;
  mudancas: Array<'titulo' | 'conteudo'>;
}

export interface PagesImportPreview {
  novas: Array<{ slug: string; titulo: string }>;
  conflitos: PageConflict[];
  iguais: string[];
}

export interface PagesImportOutcome {
  criadas: string[];
  atualizadas: string[];
  mantidas: string[];
}
