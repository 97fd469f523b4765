import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Projection } from '../../src/platform/projections/projection';

const root = join(__dirname, '..', '..');
const modulesDir = join(root, 'src', 'modules');
const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every projection a module defines, found by loading its projection files. */
function projectionsOf(module: string): Projection[] {
  const dir = join(modulesDir, module, 'projections');
  let files: string[];
  try {
    files = sourceFiles(dir).filter((f) => f.endsWith('.projection.ts'));
  } catch {
    return [];
  }
  return files.flatMap((file) =>
    Object.values(require(file) as Record<string, unknown>).filter(
      (value): value is Projection => typeof value === 'object' && value !== null && Array.isArray((value as Projection).collections),
    ),
  );
}

/** collection name → the module whose projections own it; the platform owns the checkpoints. */
const owners = new Map<string, string>([['checkpoints', 'platform']]);
const duplicates: string[] = [];
for (const module of modules) {
  for (const collection of projectionsOf(module).flatMap((p) => p.collections)) {
    if (owners.has(collection) && owners.get(collection) !== module) duplicates.push(`${collection}: ${owners.get(collection)} and ${module}`);
    owners.set(collection, module);
  }
}

describe('read-model collections and their owners', () => {
  it('finds the collections of every module that has projections', () => {
    expect(owners.get('users')).toBe('accounts');
    expect(owners.get('entries')).toBe('entries');
    expect(owners.get('giveaways')).toBe('giveaways');
  });

  it('gives each collection to exactly one module', () => {
    expect(duplicates).toEqual([]);
  });

  it('names every collection in English kebab-case', () => {
    expect([...owners.keys()].filter((name) => !/^[a-z]+(-[a-z]+)*$/.test(name))).toEqual([]);
  });

  it("never names another module's collection in a module's code (it goes through that module's public readers)", () => {
    const offences: string[] = [];
    for (const module of modules) {
      for (const file of sourceFiles(join(modulesDir, module))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            // Route and tag decorators (@Controller('users')) name paths, not collections.
            if (line.trimStart().startsWith('@')) return;
            // A collection is named where a string is passed or assigned: collection('users'),
            // count('users', …), const USERS = 'users'; not where a field holds a product value.
            for (const [, literal] of line.matchAll(/[(=]\s*'([a-z_-]+)'/g)) {
              const owner = owners.get(literal);
              if (owner && owner !== module) offences.push(`${relative(root, file)}:${i + 1} names '${literal}' (${owner})`);
            }
          });
      }
    }
    expect(offences).toEqual([]);
  });
});
