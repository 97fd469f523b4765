/**
 * pt-BR giveaways, people and queries for bench:search, from a seeded generator so every run
 * searches the same corpus. Made-up brand names (from syllables) give the vocabulary the
 * tens of thousands of rare words a real catalogue has.
 */

export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const PRIZES = [
  'iPhone 15 Pro', 'Kit de café especial', 'Air Fryer Mondial', 'Bicicleta aro 29', 'Fone de ouvido Bluetooth', 'Smart TV 50 polegadas',
  'PlayStation 5', 'Vale-compras de R$ 500', 'Cafeteira italiana', 'Caixa de som JBL', 'Kindle Paperwhite', 'Kit de maquiagem',
  'Camisa do Flamengo', 'Ingressos para o show', 'Notebook Dell', 'Relógio inteligente', 'Cesta de café da manhã', 'Panela de pressão elétrica',
  'Tênis de corrida', 'Mochila de viagem', 'Perfume importado', 'Câmera instantânea', 'Violão acústico', 'Livro autografado', 'Jantar para dois',
  'Viagem para Fernando de Noronha', 'Hospedagem em Gramado', 'Kit churrasco', 'Cadeira gamer', 'Teclado mecânico', 'Máquina de lavar',
  'Geladeira frost free', 'Micro-ondas', 'Liquidificador', 'Batedeira planetária', 'Óculos de sol', 'Bolsa de couro', 'Cesta de chocolates',
  'Ovos de Páscoa', 'Pacote de figurinhas', 'Skate profissional', 'Patinete elétrico', 'Drone com câmera', 'Tablet Samsung', 'Xbox Series S',
  'Nintendo Switch', 'Assinatura de streaming', 'Curso de inglês', 'Dia de spa', 'Corte de cabelo e barba', 'Ensaio fotográfico',
  'Kit de ferramentas', 'Jogo de panelas', 'Aspirador robô', 'Ventilador de teto', 'Ar-condicionado split', 'Colchão de casal', 'Pizza grátis por um mês',
  'Sorvete artesanal', 'Cerveja artesanal', 'Vinho chileno', 'Açaí na tigela', 'Pão de queijo mineiro', 'Queijo canastra', 'Doce de leite',
];

const CITIES = [
  'São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Salvador', 'Fortaleza', 'Recife', 'Porto Alegre', 'Curitiba', 'Manaus',
  'Belém', 'Goiânia', 'Florianópolis', 'Maceió', 'Natal', 'João Pessoa', 'Teresina', 'Vitória', 'Niterói', 'Ribeirão Preto', 'Uberlândia',
  'Campinas', 'Santos', 'Londrina', 'Joinville', 'São Luís', 'Aracaju', 'Cuiabá', 'Campo Grande', 'Macapá', 'Petrópolis', 'Jundiaí',
  'Sorocaba', 'Blumenau', 'Caxias do Sul', 'Feira de Santana', 'São José dos Campos', 'Juiz de Fora', 'Maringá', 'Foz do Iguaçu',
];

const FIRST_NAMES = [
  'Maria', 'José', 'João', 'Ana', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís', 'Gabriel', 'Rafael',
  'Márcia', 'Conceição', 'Fernanda', 'Patrícia', 'Aline', 'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Júlia', 'Luciana',
  'Vanessa', 'Mariana', 'Gabriela', 'Vitória', 'Beatriz', 'Larissa', 'Sebastião', 'Raimundo', 'Otávio', 'Caio', 'Thiago', 'Mateus',
  'Heloísa', 'Valéria', 'Simone', 'Cláudia', 'Renata', 'Débora', 'Mônica', 'Rogério', 'Sérgio', 'Fábio', 'Vinícius', 'Luana', 'Cecília',
  'Inês', 'Tânia', 'Iara', 'Moisés', 'Joaquim', 'Benedito', 'Irene',
];

const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins',
  'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes',
  'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Conceição', 'Brandão',
  'Magalhães', 'Assunção', 'Simões', 'Falcão', 'Leão', 'Guimarães', 'Patrício',
];

const SYLLABLES = ['ba', 'be', 'ca', 'co', 'da', 'de', 'fa', 'ga', 'la', 'li', 'ma', 'me', 'mo', 'na', 'no', 'pa', 'pe', 'ra', 'ri', 'sa', 'so', 'ta', 'te', 'va', 'vi', 'za', 'lu', 'tu', 'ro', 'mi', 'ju', 'ne'];
const SHOPS = ['Loja', 'Padaria', 'Studio', 'Empório', 'Boutique', 'Ateliê', 'Clínica', 'Academia', 'Restaurante', 'Pet Shop', 'Canal', 'Perfil'];
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

export interface GiveawaySeed {
  titulo: string;
  descricao: string;
  premios: string[];
}

export interface UserSeed {
  username: string;
  nome: string;
  sobrenome: string;
}

export function corpus(seed = 2026) {
  const rnd = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const capital = (w: string) => w[0].toUpperCase() + w.slice(1);
  const made = () => capital(Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => pick(SYLLABLES)).join(''));
  const brand = () => `${pick(SHOPS)} ${made()}`;

  function giveaway(): GiveawaySeed {
    const prize = pick(PRIZES);
    const city = pick(CITIES);
    const shop = brand();
    const titles = [
      `${prize} em ${city}`,
      `Sorteio: ${prize}`,
      `Concorra a ${prize.toLowerCase()}`,
      `${shop} sorteia ${prize.toLowerCase()}`,
      `Ganhe ${prize.toLowerCase()} — ${shop}`,
      `Aniversário da ${shop}: ${prize}`,
    ];
    const sentences = [
      `Para participar, siga a ${shop} e marque dois amigos.`,
      `O resultado sai no dia ${1 + Math.floor(rnd() * 28)} de ${pick(MONTHS)}.`,
      `Válido para moradores de ${city} e região.`,
      `Entrega grátis em ${pick(CITIES)}.`,
      `Promoção da ${shop} com ${pick(PRIZES).toLowerCase()} de brinde.`,
      `Comente qual o seu ${pick(['sabor', 'modelo', 'destino', 'presente', 'filme'])} favorito e boa sorte!`,
      `Parceria com ${brand()} e ${brand()}.`,
    ];
    const descricao = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => pick(sentences)).join(' ');
    const premios = rnd() < 0.3 ? [prize, pick(PRIZES)] : [prize];
    return { titulo: pick(titles), descricao, premios };
  }

  const taken = new Set<string>();
  function user(n: number): UserSeed {
    const nome = pick(FIRST_NAMES);
    const sobrenome = rnd() < 0.4 ? `${pick(SURNAMES)} ${pick(SURNAMES)}` : pick(SURNAMES);
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');
    const styles = [`${fold(nome)}.${fold(sobrenome)}`, `${fold(nome)}_${made().toLowerCase()}`, `${fold(sobrenome)}${fold(nome).slice(0, 3)}`, made().toLowerCase()];
    let username = pick(styles);
    if (taken.has(username)) username = `${username}${n}`;
    taken.add(username);
    return { username, nome, sobrenome };
  }

  return { giveaway, user, pick, rnd };
}

export type QueryKind = 'cidade sem acento' | 'cidade com acento' | 'prefixo' | 'duas letras' | 'duas palavras' | 'pessoa' | '@usuário' | 'marca rara' | 'sem resultado';

/** A mix of what people type: whole words and unfinished ones, with and without accents, names, usernames, misses. */
export function queries(count: number, users: UserSeed[], seed = 7): Array<{ kind: QueryKind; q: string }> {
  const rnd = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const word = (s: string) => pick(s.split(/[\s—:-]+/).filter((w) => w.length > 2));
  const misses = ['xablau', 'abacaxi voador', 'zzqq', 'helicóptero de ouro', 'quantum', 'ornitorrinco', 'lamborghini roxa', 'wxyz'];
  const makers: Array<[QueryKind, () => string]> = [
    ['cidade sem acento', () => fold(pick(CITIES))],
    ['cidade com acento', () => pick(CITIES)],
    ['prefixo', () => word(pick(PRIZES)).slice(0, 3 + Math.floor(rnd() * 3))],
    ['duas letras', () => pick(['tv', 'ps', 'ca', 'ki', 'sa', 'jo', 'ma', 'be'])],
    ['duas palavras', () => `${fold(word(pick(PRIZES)))} ${fold(word(pick(CITIES)))}`],
    ['pessoa', () => { const u = pick(users); return rnd() < 0.5 ? `${fold(u.nome)} ${fold(u.sobrenome.split(' ')[0])}` : u.nome; }],
    ['@usuário', () => `@${pick(users).username}`],
    ['marca rara', () => pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES)],
    ['sem resultado', () => pick(misses)],
  ];
  return Array.from({ length: count }, () => {
    const [kind, make] = pick(makers);
    return { kind, q: make() };
  });
}
