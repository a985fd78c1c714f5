import { describe, expect, it } from 'vitest';
import { SECRET_ENV_NAME } from '../../src/analysis/paths.js';

describe('SECRET_ENV_NAME', () => {
  it('takes names that say they hold a secret', () => {
    for (const n of [
      'GITHUB_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
      'TEST_PASSWORD',
      'OPENAI_API_KEY',
      'SUPABASE_SERVICE_ROLE_KEY_SECRET',
    ])
      expect(SECRET_ENV_NAME.test(n), n).toBe(true);
  });
  it("leaves out names a web framework's public prefix sends to every browser", () => {
    for (const n of [
      'NEXT_PUBLIC_SUPABASE_ANON_KEY',
      'VITE_FIREBASE_API_KEY',
      'REACT_APP_MAPS_API_KEY',
      'EXPO_PUBLIC_API_KEY',
      'NUXT_PUBLIC_ANALYTICS_TOKEN',
      'PUBLIC_SENTRY_AUTH',
      'GATSBY_ALGOLIA_API_KEY',
    ])
      expect(SECRET_ENV_NAME.test(n), n).toBe(false);
  });
  it('keeps a name that only contains such a word further in', () => {
    for (const n of ['MY_VITE_TOKEN', 'NOT_PUBLIC_API_KEY', 'SUPABASE_SERVICE_ROLE_KEY_PUBLIC_SECRET'])
      expect(SECRET_ENV_NAME.test(n), n).toBe(true);
  });
});
