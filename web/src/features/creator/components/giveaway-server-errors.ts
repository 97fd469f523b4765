import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import type { GiveawayFormValues } from './giveaway-form.schema';

type Path = FieldPath<GiveawayFormValues>;
const TOP_LEVEL = new Set(['titulo', 'descricao', 'premios', 'imagemUrl', 'dataSorteio', 'numeroVencedores', 'regulamento']);

/**
 * The input a VALIDATION_FAILED key belongs to. The API names nested places like `premios.0`
 * or `camposFormulario.3.opcoes.1`; options are one textarea here, and a field's chave is
 * derived from its nome, so a chave problem is shown on the nome input.
 */
export function serverKeyToPath(key: string): Path | null {
  if (TOP_LEVEL.has(key)) return key as Path;
  const premio = /^premios\.(\d+)$/.exec(key);
  if (premio) return `premios.${Number(premio[1])}.valor`;
  // A prize's image is refused beside that prize's image; the list as a whole, on the prizes.
  const imagem = /^premiosImagens\.(\d+)$/.exec(key);
  if (imagem) return `premios.${Number(imagem[1])}.imagem`;
  if (key === 'premiosImagens') return 'premios';
  const campo = /^camposFormulario\.(\d+)(?:\.(nome|chave|tipo|obrigatorio|opcoes)(?:\.(\d+))?)?$/.exec(key);
  if (!campo) return null;
  const index = Number(campo[1]);
  const part = campo[2];
  if (part === 'opcoes' || part === 'tipo' || part === 'obrigatorio') return `camposFormulario.${index}.${part}`;
  return `camposFormulario.${index}.nome`;
}

/**
 * Shows each server message next to its input. Returns the messages that fit no input, so
 * the form can list them above itself; null when the error is not a field list at all.
 */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<GiveawayFormValues>): string[] | null {
  if (!(error instanceof ApiError) || !error.fields || Object.keys(error.fields).length === 0) return null;
  const leftOver: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(error.fields)) {
    const message = messages.join(' ');
    const path = serverKeyToPath(key);
    if (path === null) {
      leftOver.push(message);
      continue;
    }
    setError(path, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return leftOver;
}
