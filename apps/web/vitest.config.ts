import { defineConfig } from 'vitest/config';
import { FRAMEWORK_ALIASES, FRAMEWORK_JSX, frameworkAliasPlugin } from './framework-aliases.ts';

export default defineConfig({
  oxc: { jsx: FRAMEWORK_JSX },
  // Components are tested on the runtime they ship with: every library that imports React is
  // pre-bundled by Vite (as in the build) instead of loaded by Node, so its imports resolve to
  // Preact too.
  resolve: { alias: FRAMEWORK_ALIASES },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    deps: {
      optimizer: {
        client: {
          enabled: true,
          rolldownOptions: { plugins: [frameworkAliasPlugin()] },
          // Preact itself too: one copy of it for the app, the libraries and the tests.
          include: [
            'preact',
            'preact/hooks',
            'preact/compat',
            'preact/compat/client',
            'preact/jsx-runtime',
            'preact/compat/jsx-runtime',
            'preact/compat/jsx-dev-runtime',
            'preact/test-utils',
            '@testing-library/react',
            '@testing-library/user-event',
            'react-redux',
            'react-router',
            'react-hot-toast',
            'react-hook-form',
            '@hookform/resolvers/zod',
            '@reduxjs/toolkit',
            '@reduxjs/toolkit/query/react',
            'embla-carousel',
            'embla-carousel-autoplay',
          ],
        },
      },
    },
  },
});
