import { deciderSpec } from '../../../../test/support/decider-spec';
import { PageCommand, pageDecider } from './page.decider';
import type { PageEvent } from './page.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const SLUG = 'ajuda/como-participar';

const create: PageCommand = { type: 'CreatePage', slug: SLUG, titulo: '  Como participar ', conteudo: '# Passo a passo' };
const created: PageEvent = { type: 'PageCreated', data: { slug: SLUG, titulo: 'Como participar', conteudo: '# Passo a passo' } };
const deleted: PageEvent = { type: 'PageDeleted', data: { slug: SLUG } };

const { given } = deciderSpec(pageDecider, { now: NOW });

describe('pageDecider', () => {
  it('creates the page at a free address, with its title trimmed', () => {
    given([]).when(create).then([created]);
  });

  it('accepts addresses of several parts and refuses what is not an address', () => {
    given([]).when({ ...create, slug: 'a/b/c/d/e' }).then([{ ...created, data: { ...created.data, slug: 'a/b/c/d/e' } }]);
    for (const slug of ['a/b/c/d/e/f', 'Ajuda', 'ajuda/', '/ajuda', 'ajuda//x', 'ação', 'a b', '']) {
      const err = given([]).when({ ...create, slug }).error();
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.details).toEqual({ fields: { slug: ['Use de 1 a 5 partes com letras minúsculas, números e hífens, separadas por /.'] } });
    }
  });

  it('refuses an address that already has a page with SLUG_TAKEN', () => {
    const err = given([created]).when(create).error();
    expect(err.code).toBe('SLUG_TAKEN');
    expect(err.message).toBe('Já existe uma página com este endereço.');
  });

  it("lets a deleted page's address be used again", () => {
    given([created, deleted]).when({ ...create, titulo: 'Outra' }).then([{ ...created, data: { ...created.data, titulo: 'Outra' } }]);
  });

  it('refuses a blank title', () => {
    expect(given([]).when({ ...create, titulo: '   ' }).error().details).toEqual({ fields: { titulo: ['Informe o título.'] } });
    expect(given([created]).when({ type: 'UpdatePage', titulo: ' ' }).error().code).toBe('VALIDATION_FAILED');
  });

  it('records only what an edit changed', () => {
    given([created]).when({ type: 'UpdatePage', titulo: 'Como participar', conteudo: 'Novo texto' }).then([
      { type: 'PageUpdated', data: { slug: SLUG, changes: { conteudo: 'Novo texto' } } },
    ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    given([created]).when({ type: 'UpdatePage', titulo: ' Como participar ', conteudo: '# Passo a passo' }).then([]);
  });

  it('answers PAGE_NOT_FOUND to editing or deleting a page that does not exist', () => {
    given([]).when({ type: 'UpdatePage', titulo: 'X' }).then('PAGE_NOT_FOUND');
    given([created, deleted]).when({ type: 'UpdatePage', titulo: 'X' }).then('PAGE_NOT_FOUND');
    given([]).when({ type: 'DeletePage' }).then('PAGE_NOT_FOUND');
    given([created, deleted]).when({ type: 'DeletePage' }).then('PAGE_NOT_FOUND');
  });

  it('deletes a page that exists', () => {
    given([created]).when({ type: 'DeletePage' }).then([deleted]);
  });

  it('seeds a page only at an address that never had one', () => {
    const seed: PageCommand = { type: 'SeedPage', slug: SLUG, titulo: 'Como participar', conteudo: '# Passo a passo' };
    given([]).when(seed).then([created]);
    given([created]).when(seed).then([]);
    given([created, { type: 'PageUpdated', data: { slug: SLUG, changes: { conteudo: 'Editado pelo admin' } } }]).when(seed).then([]);
    given([created, deleted]).when(seed).then([]);
  });
});
