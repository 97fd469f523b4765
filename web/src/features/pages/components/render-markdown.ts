import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from './sanitize-html';

// The same options as the server (src/modules/pages/application/markdown-renderer.ts), so the
// preview shows what visitors will see. Only the editor's chunk loads markdown-it.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function renderMarkdown(conteudo: string): string {
  return sanitizeHtml(markdown.render(conteudo));
}
