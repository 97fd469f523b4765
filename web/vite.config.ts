import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The config is run from the repository root (npm run build:web), so the SPA's own folder
// is pinned as root and the bundle lands in dist/web, where the API serves it from.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The verifier package is bundled from its TypeScript sources (ES modules, tree-shaken), not
// from the CommonJS dist that Node loads; the same entry the package's "exports" types name.
const verifiableDraw = fileURLToPath(new URL('../packages/verifiable-draw/src/index.ts', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@sorteios\/verifiable-draw$/, replacement: verifiableDraw }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
