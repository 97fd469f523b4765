import { USERNAME_MAX, usernameBase, usernameCandidate } from './suggested-username';

const PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;

describe('the username suggested to an account made by an outside identity', () => {
  it('joins the given and family names without accents, in lower case', () => {
    expect(usernameBase({ nome: 'João', sobrenome: 'da Silva Araújo', email: 'j@example.com' })).toBe('joao.da.silva.araujo');
  });

  it("falls back to the e-mail's local part when the names give too little", () => {
    expect(usernameBase({ nome: 'Li', sobrenome: '', email: 'li.wang+sorteios@example.com' })).toBe('li.wang.sorteios');
    expect(usernameBase({ nome: '李', sobrenome: '', email: 'zz@example.com' })).toBe('pessoa');
  });

  it('fits the username rules however long or odd the names are', () => {
    const base = usernameBase({ nome: 'Maria-Clara  de Albuquerque', sobrenome: "O'Connor Vasconcellos Figueiredo", email: null });
    expect(base).toMatch(PATTERN);
    expect(base.length).toBeLessThanOrEqual(USERNAME_MAX);
    expect(base.startsWith('maria.clara.de.albuquerque')).toBe(true);
  });

  it('tries the base first, then the base with four random digits, still within the rules', () => {
    const base = 'a'.repeat(30);
    expect(usernameCandidate('ana.souza', 0, new Uint8Array(4))).toBe('ana.souza');
    expect(usernameCandidate('ana.souza', 1, new Uint8Array([0, 0, 0x04, 0xd2]))).toBe('ana.souza1234');
    const long = usernameCandidate(base, 2, new Uint8Array([0xff, 0xff, 0xff, 0xff]));
    expect(long).toMatch(PATTERN);
    expect(long).toHaveLength(30);
  });
});
