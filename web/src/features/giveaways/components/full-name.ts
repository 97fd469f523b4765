import type { Me } from '@sorteios/api-contract';

/** The name the entry form prefills: the full name when there is one, else nome and sobrenome. */
export function fullName(me: Pick<Me, 'nome' | 'sobrenome' | 'nome_completo'>): string {
  if (me.nome_completo?.trim()) return me.nome_completo.trim();
  return [me.nome, me.sobrenome].filter((part) => part?.trim()).join(' ');
}
