import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { backupErrors } from '../../../platform/backup-files/backup-file.errors';
import { checkFormat, parseJsonFile, sha256Of } from '../../../platform/backup-files/sealed-file';
import { createValidationPipe } from '../../../platform/http/validation.pipe';
import { CreatePageDto } from '../http/dto/page.dto';

/** What a pages file says it is (docs/backups.md): anything else is refused before its shape is read. */
export const PAGES_FORMAT = 'sorteios-paginas';
export const PAGES_VERSION = 1;
const NOTHING_IMPORTED = 'Nada foi importado.';

const pageSchema = z.object({ slug: z.string(), titulo: z.string(), conteudo: z.string(), atualizadoEm: z.string().optional() });
export type FilePage = z.infer<typeof pageSchema>;

const manifestSchema = z.object({
  formato: z.literal(PAGES_FORMAT),
  versao: z.literal(PAGES_VERSION),
  geradoEm: z.string(),
  posicao: z.number().int().min(0),
  paginas: z.array(z.object({ slug: z.string(), titulo: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type PagesManifest = z.infer<typeof manifestSchema>;

const fileSchema = z.object({ manifesto: manifestSchema, paginas: z.array(pageSchema), sha256: z.string() });
export type PagesFile = z.infer<typeof fileSchema>;

/** Each page's sum in the manifest; the file's sum is the manifest's, so it covers every page. */
export function sealPages(manifest: Pick<PagesManifest, 'geradoEm' | 'posicao'>, paginas: FilePage[]): PagesFile {
  const manifesto: PagesManifest = {
    formato: PAGES_FORMAT,
    versao: PAGES_VERSION,
    ...manifest,
    paginas: paginas.map((page) => ({ slug: page.slug, titulo: page.titulo, sha256: sha256Of(page) })),
  };
  return { manifesto, paginas, sha256: sha256Of(manifesto) };
}

const validation = createValidationPipe();

/**
 * A pages file sent back, refused whole at the first problem: not a pages file, another
 * version, a sum that does not match, a page an admin could not have written by hand (the
 * create form's rules), or one address twice.
 */
export async function openPages(bytes: Buffer): Promise<FilePage[]> {
  const raw = parseJsonFile(bytes);
  checkFormat(raw, PAGES_FORMAT, PAGES_VERSION);
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw backupErrors.invalid(`campo ${issue?.path.join('.') || '(raiz)'} inválido.`);
  }
  const file = parsed.data;
  // Checked on the file as sent: a field added by hand is a change too.
  const sent = raw as { manifesto: unknown; paginas: unknown[] };
  if (sha256Of(sent.manifesto) !== file.sha256) throw backupErrors.checksumMismatch('do arquivo inteiro', NOTHING_IMPORTED);
  if (file.manifesto.paginas.length !== file.paginas.length) throw backupErrors.checksumMismatch('do manifesto', NOTHING_IMPORTED);
  file.paginas.forEach((page, i) => {
    const listed = file.manifesto.paginas[i];
    if (listed.slug !== page.slug || sha256Of(sent.paginas[i]) !== listed.sha256) throw backupErrors.checksumMismatch(`da página /pages/${listed.slug}`, NOTHING_IMPORTED);
  });
  const seen = new Set<string>();
  for (const page of file.paginas) {
    if (seen.has(page.slug)) throw backupErrors.invalid(`a página /pages/${page.slug} aparece duas vezes.`);
    seen.add(page.slug);
    try {
      await validation.transform({ slug: page.slug, titulo: page.titulo, conteudo: page.conteudo }, { type: 'body', metatype: CreatePageDto });
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      throw backupErrors.invalid(`a página /pages/${page.slug} tem campos inválidos.`, (error.getResponse() as { fields?: Record<string, string[]> }).fields);
    }
  }
  return file.paginas;
}
