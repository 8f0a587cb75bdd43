// Unit tests: pure functions, content invariants and client components (Jest + Testing Library).
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A worker per core: Jest's default leaves one for itself (docs/decisions/tooling.md).
  maxWorkers: '100%',
  // Typing a long text with user-event takes seconds on a loaded machine; Jest's default is 5 s.
  testTimeout: 20_000,
});
