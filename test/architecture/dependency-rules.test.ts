import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const cli = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const run = (cwd: string, outputType: 'json' | 'err') =>
  execFileSync(process.execPath, [cli, 'src', 'web/src', 'packages', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', outputType], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** The CLI as `npm run lint:deps` runs it: its exit code is the number of broken rules. */
function exitCodeOf(cwd: string): number {
  try {
    run(cwd, 'err');
    return 0;
  } catch (err) {
    return (err as { status: number }).status;
  }
}

/** The same cruise, as data: which rule each offending import broke. */
function violationsOf(cwd: string): Violation[] {
  try {
    return JSON.parse(run(cwd, 'json')).summary.violations;
  } catch (err) {
    return JSON.parse((err as { stdout: string }).stdout).summary.violations;
  }
}

describe('the module walls enforced by dependency-cruiser', () => {
  const fixture = join(__dirname, 'fixtures', 'violations');
  const violations = violationsOf(fixture);
  const broken = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

  it('fails the check when a tree breaks a rule', () => {
    expect(exitCodeOf(fixture)).toBe(violations.length);
    expect(violations.length).toBeGreaterThan(0);
  });

  it('refuses a module reaching into another module past its public surface, and allows the surface', () => {
    expect(broken('modules-meet-only-at-public-surfaces')).toEqual(['src/modules/alpha/http/alpha.controller.ts → src/modules/beta/application/beta.reader.ts']);
  });

  it('refuses Nest and application code in a domain, and allows a type-only import of published events', () => {
    const found = broken('domain-is-pure');
    expect(found).toContain('src/modules/alpha/domain/alpha.decider.ts → src/modules/alpha/application/alpha.service.ts');
    expect(found.some((edge) => edge.includes('@nestjs/common'))).toBe(true);
    expect(found.some((edge) => edge.includes('beta.events'))).toBe(false);
  });

  it('refuses an import cycle', () => {
    expect(broken('no-circular').length).toBeGreaterThan(0);
  });

  it('refuses platform code importing a module', () => {
    expect(broken('platform-knows-no-module')).toEqual(['src/platform/auth/jwt.strategy.ts → src/modules/beta/beta.public.ts']);
  });

  it('refuses a CLI importing module internals', () => {
    expect(broken('outsiders-use-public-surfaces')).toEqual(['src/cli/grant.ts → src/modules/alpha/application/alpha.service.ts']);
  });

  it('refuses a workspace package importing the server', () => {
    expect(broken('packages-stand-alone')).toEqual(['packages/tool/src/index.ts → src/modules/alpha/application/alpha.service.ts']);
  });

  it('refuses a web feature importing another feature, shared web code importing a feature, and web code importing the server', () => {
    expect(broken('web-features-do-not-import-each-other')).toEqual(['web/src/features/one/one.page.tsx → web/src/features/two/two.page.tsx']);
    expect(broken('web-shared-code-does-not-import-features')).toEqual(['web/src/lib/use-thing.ts → web/src/features/one/one.page.tsx']);
    expect(broken('web-does-not-reach-into-the-server')).toEqual(['web/src/features/one/one.page.tsx → src/modules/alpha/application/alpha.service.ts']);
  });
});
