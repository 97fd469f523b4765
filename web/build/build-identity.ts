import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** What builds/meta/{id}.json records about one build of the SPA. */
export interface BuildMeta {
  id: string;
  time: string;
  commit?: string;
}

/** The commit being built, when the tree is a git checkout (a Docker build may copy no .git). */
function currentCommit(root: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * One id per build: its time (sortable) and the commit, or random bytes without one, so two
 * builds of the same commit (a rebuilt image) still differ. Only [0-9a-z-]: it names a file.
 */
export function newBuildMeta(root: string, now = new Date()): BuildMeta {
  const commit = currentCommit(root);
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const suffix = commit ? commit.slice(0, 10) : randomBytes(5).toString('hex');
  return { id: `${stamp}-${suffix}`, time: now.toISOString(), ...(commit ? { commit } : {}) };
}

/**
 * The build knows its id (the SPA reads __BUILD_ID__, defined in vite.config.ts) and
 * publishes it: builds/latest.json ({ id }), which a running page polls to learn a newer build
 * was deployed, and builds/meta/{id}.json with the time and commit (docs/app-shell.md).
 */
export function publishBuildIdentity(meta: BuildMeta): Plugin {
  return {
    name: 'sorteios:build-identity',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id: meta.id })}\n` });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${meta.id}.json`, source: `${JSON.stringify(meta, null, 2)}\n` });
    },
  };
}
