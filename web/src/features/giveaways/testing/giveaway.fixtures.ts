import type { Entry, FormField, Giveaway } from '@sorteios/api-contract';

export const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
export const ENTRY_ID = '7d3f1e2a-9c4b-4e8f-a1b2-c3d4e5f60718';

export const me = {
  id: 'u2',
  email: 'bia@exemplo.com',
  username: 'bia',
  nome: 'Bia',
  sobrenome: 'Lima',
  nome_completo: 'Bia Lima',
  emailVerified: true,
};

/** One field of every tipo, as a creator could build them. */
export const everyTipo: FormField[] = [
  { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
  { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
  { nome: 'Telefone', chave: 'telefone', tipo: 'telefone', obrigatorio: true },
  { nome: 'Idade', chave: 'idade', tipo: 'numero', obrigatorio: false },
  { nome: 'Nascimento', chave: 'nascimento', tipo: 'data', obrigatorio: false },
  { nome: 'Cor preferida', chave: 'cor_preferida', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul', 'Verde'] },
  { nome: 'Cidade', chave: 'cidade', tipo: 'selecao', obrigatorio: false, opcoes: ['Recife', 'Salvador', 'Natal', 'Fortaleza', 'Maceió'] },
  { nome: 'Sigo o perfil', chave: 'sigo_perfil', tipo: 'checkbox', obrigatorio: true },
];

export function aGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: GIVEAWAY_ID,
    criadorId: 'u1',
    criador: { username: 'ana', nome: 'Ana Souza', photoURL: null },
    rodape: true,
    views: { count: 0, lastUpdated: null },
    titulo: 'Kit de café especial',
    descricao: 'Primeira linha.\nSegunda linha.',
    premios: ['Kit de café', 'Caneca'],
    imagemUrl: '/uploads/capas/kit.jpg',
    imagens: { capa: '/uploads/capas/kit-1200.webp', miniatura: '/uploads/capas/kit-400.webp' },
    dataSorteio: '2026-12-24T21:00:00.000Z',
    numeroVencedores: 2,
    regulamento: 'Só maiores de 18 anos.\nUma inscrição por pessoa.',
    regulamentoVersao: 1,
    camposFormulario: everyTipo.slice(0, 2),
    formularioBloqueado: false,
    exigirEmailConfirmado: false,
    status: 'Ativo',
    vencedores: [],
    inscritosCount: 42,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    publishedAt: '2026-01-02T12:00:00.000Z',
    closedAt: null,
    revision: 3,
    ...overrides,
  };
}

export function anEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    id: ENTRY_ID,
    sorteioId: GIVEAWAY_ID,
    participanteId: 'u2',
    respostas: { nome: 'Bia Lima', email: 'bia@exemplo.com' },
    nome: 'Bia Lima',
    email: 'bia@exemplo.com',
    username: 'bia',
    consentimentoContato: false,
    aceite: { regulamentoVersao: 1, regulamentoSha256: 'abc', consentimentoTexto: 'Texto', consentimentoVersao: 1 },
    createdAt: '2026-03-10T15:30:00.000Z',
    ...overrides,
  };
}
