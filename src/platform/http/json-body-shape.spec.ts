import { bodyShapeProblem, MAX_BODY_DEPTH } from './json-body-shape';

const nested = (levels: number) => JSON.parse('{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1));

describe('bodyShapeProblem', () => {
  it('accepts bodies up to the maximum depth, counting the body as level 1', () => {
    expect(bodyShapeProblem(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(bodyShapeProblem(nested(MAX_BODY_DEPTH + 1))).toEqual({ kind: 'too-deep' });
  });

  it('counts arrays as levels and walks 5,000 levels without overflowing the stack', () => {
    expect(bodyShapeProblem(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))).toEqual({ kind: 'too-deep' });
  });

  it('refuses __proto__ anywhere, naming its path', () => {
    expect(bodyShapeProblem(JSON.parse('{"__proto__":{"isAdmin":true}}'))).toEqual({ kind: 'forbidden-key', path: '__proto__' });
    expect(bodyShapeProblem(JSON.parse('{"camposFormulario":[{"__proto__":1}]}'))).toEqual({ kind: 'forbidden-key', path: 'camposFormulario.0.__proto__' });
  });

  it('refuses constructor only in the shape that reaches a prototype', () => {
    expect(bodyShapeProblem(JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'))).toEqual({ kind: 'forbidden-key', path: 'constructor' });
    expect(bodyShapeProblem({ respostas: { constructor: 'uma resposta', prototype: 'outra' } })).toBeNull();
  });

  it('leaves primitives and empty bodies alone', () => {
    for (const body of [undefined, null, 'texto', 3, {}, []]) expect(bodyShapeProblem(body)).toBeNull();
  });
});
