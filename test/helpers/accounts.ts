/**
 * Test accounts: the seed makes only the editor `DEMO_EDITOR` (server/seed/site.ts),
 * whose password is INITIAL_PASSWORD (set by test/register.mjs, scripts/test.mjs or CI). Tests that
 * need an administrator sign in as TEST_ADMIN, which the harness creates through `saveAccount`, the
 * code path of `npm run user` (test/helpers/database.ts for API tests, test/helpers/server.ts for
 * browser tests).
 */
export const TEST_ADMIN = {
  username: 'verwaltung',
  email: 'verwaltung@example.org',
  role: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  // Derived from the run's INITIAL_PASSWORD: no fixed admin password anywhere in the repository.
  get password(): string {
    return `${process.env.INITIAL_PASSWORD ?? ''}-admin`;
  },
} as const;
