/** The pieces every pt-BR e-mail of the product is made of. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail page: a title, a greeting, paragraphs (already safe HTML) and an optional button. */
export function emailPage(title: string, greeting: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  const button = link
    ? `<p><a href="${link.href}" style="background:#6d28d9;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${link.label}</a></p>
<p style="font-size:12px;color:#6b7280">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${link.href}</p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${title}</h1><p>${greeting}</p>${body}${button}
<p style="font-size:12px;color:#6b7280">Sorteios — sorteios verificáveis.</p></body></html>`;
}
