import type { LoaderFunctionArgs } from 'react-router-dom';
import { giveawayParamsLoader, userGiveawayParamsLoader } from './giveaway-params.loader';

const args = (params: Record<string, string>) => ({ params, request: new Request('http://localhost/'), context: undefined }) as unknown as LoaderFunctionArgs;
const ID = '5fbd3c87-9d7f-4c68-8b61-e80a66dce289';
const statusOf = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
};

describe('the giveaway pages’ URL params', () => {
  it('take a giveaway id that is a UUID, under /sorteio or under a username', () => {
    expect(giveawayParamsLoader(args({ id: ID }))).toEqual({ id: ID, username: null });
    expect(userGiveawayParamsLoader(args({ username: 'maria.s', sorteioId: ID }))).toEqual({ id: ID, username: 'maria.s' });
  });

  it.each([['nao-e-uuid'], [`${ID}x`], ['5fbd3c87-9d7f-0c68-8b61-e80a66dce289']])('answer 404 for the id %s', (id) => {
    expect(statusOf(() => giveawayParamsLoader(args({ id })))).toBe(404);
  });

  it('answer 404 for a name that cannot be a username', () => {
    expect(statusOf(() => userGiveawayParamsLoader(args({ username: 'ma', sorteioId: ID })))).toBe(404);
    expect(statusOf(() => userGiveawayParamsLoader(args({ username: 'maria!', sorteioId: ID })))).toBe(404);
  });
});
