import type { AppConfig } from '../../config/app-config';
import type { Account, AccountReader } from '../accounts/accounts.public';
import { describeProfile, ProfilePageHead } from './profile-page-head';

const ana = { id: 'u1', username: 'Ana.Souza', nome: 'Ana Souza', bio: '', photoURL: null, disabled: false } as Partial<Account> as Account;

/** The head over an accounts read model holding these people (looked up without case, as AccountReader does). */
function headOver(...people: Account[]) {
  const accounts = { byUsername: async (u: string) => people.find((p) => p.username.toLowerCase() === u.toLowerCase()) ?? null } as Partial<AccountReader> as AccountReader;
  return new ProfilePageHead(accounts, { publicUrl: 'https://sorteios.example.com' } as AppConfig);
}

describe('a profile’s link preview', () => {
  it('names the person with their username, and says whose giveaways these are when there is no bio', () => {
    expect(describeProfile(ana)).toEqual({ title: 'Ana Souza (@Ana.Souza) — Sorteios', description: 'Sorteios de @Ana.Souza no Sorteios' });
  });

  it('uses the bio on one line, within 200 characters', () => {
    expect(describeProfile({ ...ana, bio: '  Sorteio  toda\nsemana ' }).description).toBe('Sorteio toda semana');
    const long = describeProfile({ ...ana, bio: 'palavra '.repeat(60) }).description;
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('finds the account whatever the case of the address, and points at its own spelling and absolute photo', async () => {
    const head = await headOver({ ...ana, photoURL: '/uploads/perfis/ana.webp' }).head(['ana.souza'], '/ana.souza');

    expect(head).toEqual({
      title: 'Ana Souza (@Ana.Souza) — Sorteios',
      description: 'Sorteios de @Ana.Souza no Sorteios',
      url: 'https://sorteios.example.com/Ana.Souza',
      imageUrl: 'https://sorteios.example.com/uploads/perfis/ana.webp',
    });
  });

  it('keeps the follow list in the address of a follow list', async () => {
    expect((await headOver(ana).head(['ana.souza'], '/ana.souza/Seguidores/'))?.url).toBe('https://sorteios.example.com/Ana.Souza/seguidores');
  });

  it('has no head (a 404) for a name nobody has, a disabled or erased account, or a segment that cannot be a username', async () => {
    const head = headOver(ana, { ...ana, id: 'u2', username: 'suspensa', disabled: true });

    expect(await head.head(['ninguem'], '/ninguem')).toBeNull();
    expect(await head.head(['suspensa'], '/suspensa')).toBeNull();
    expect(await head.head(['a b'], '/a b')).toBeNull();
    expect(await head.head(['ab'], '/ab')).toBeNull();
  });
});
