import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/logistics': { target: 'http://localhost:3000', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  // Unit tests of the client's pure logic (selection, totals, filters); the screens are tested in the browser (e2e/).
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
