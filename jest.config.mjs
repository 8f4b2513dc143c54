import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Component tests opt into jsdom with a `@jest-environment jsdom` docblock.
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/.data'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data'],
};

export default createJestConfig(config);
