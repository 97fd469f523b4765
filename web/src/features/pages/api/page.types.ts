/** A content page as GET /api/pages/:slug answers it. */
export interface ContentPage {
  slug: string;
  titulo: string;
  /** Markdown, as the admin wrote it. */
  conteudo: string;
  /** Rendered and sanitised by the server; sanitised again here before it is shown. */
  html: string;
  criadoEm: string;
  atualizadoEm: string;
  revision: number;
}

export type PageSummary = Pick<ContentPage, 'slug' | 'titulo' | 'criadoEm' | 'atualizadoEm' | 'revision'>;

export interface PageInput {
  slug: string;
  titulo: string;
  conteudo: string;
}

/** The API path of a page: each segment encoded, the slashes kept. */
export const pageApiPath = (prefix: string, slug: string) => `${prefix}/${slug.split('/').map(encodeURIComponent).join('/')}`;
