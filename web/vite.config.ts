/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@notebook/contracts': contractsEntry,
      '@': sourceRoot,
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the chunk graph scripts/web-size-budget.js measures the first load from.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // The rich-text editor is only used by admin screens: keep it out of what readers load.
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|@remirror)[\\/]/,
            },
            // Only the libraries the first page imports: the rest (Stripe, Radix select, ...) go with the lazy screens that use them.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Above testing-library's 12 s wait for lazy chunks (see src/testing/setup-tests.ts).
    testTimeout: 30_000,
    // Vitest's default for a run is one worker less than the cores: one worker on a 2-core machine.
    // The files are independent; two workers took the tier from 238 s to 167 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
