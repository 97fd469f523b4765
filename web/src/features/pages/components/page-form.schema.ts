import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './page-slug';

const e = (key: string) => i18n.t(`pages.editor.errors.${key}`);

// The API's limits (docs/api-pages-contacts.md), checked here first.
export const TITULO_MAX = 120;
export const CONTEUDO_MAX = 50_000;

export function pageFormSchema() {
  return z.object({
    slug: z
      .string()
      .trim()
      .min(1, e('slugRequired'))
      .max(SLUG_MAX_LENGTH, e('slugTooLong'))
      .regex(SLUG_PATTERN, e('slugInvalid')),
    titulo: z.string().trim().min(1, e('tituloRequired')).max(TITULO_MAX, e('tituloTooLong')),
    conteudo: z.string().max(CONTEUDO_MAX, e('conteudoTooLong')),
  });
}

export type PageFormValues = z.output<ReturnType<typeof pageFormSchema>>;
