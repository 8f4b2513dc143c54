import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Packages that ship only ES modules and must be compiled for Jest.
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities', 'jose'];

/** @type {import('jest').Config} */
const config = {
  // Component tests opt into jsdom with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/server-only-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/.data'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data'],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest ignores all of node_modules; let the ES-module-only packages through.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
