import { describe, expect, it } from 'vitest';
import { secretFormatPattern } from '../../src/analysis/secret-formats.js';

/** Patterns that spell a credential format, as scanners write them, and patterns that do not. */
describe('secretFormatPattern', () => {
  it.each([
    'AKIA[0-9A-Z]{16}',
    '(?:A3T[A-Z0-9]|AKIA|ASIA)[A-Z0-9]{16}',
    'ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,90}',
    'gh[pousr]_[A-Za-z0-9]{36}',
    'xoxb-[0-9]+-[0-9]+-[A-Za-z0-9]+',
    'xox[baprs]-[0-9A-Za-z-]{10,48}',
    'sk_live_[A-Za-z0-9]{24,}',
    'sk-ant-api03-[A-Za-z0-9_-]{90,}',
    'AIza[0-9A-Za-z_-]{35}',
    'hf_[A-Za-z0-9]{34}',
    'glpat-[0-9A-Za-z_-]{20}',
    '-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----',
  ])('%s finds keys', (src) => {
    expect(secretFormatPattern(src)).toBe(true);
  });

  it.each([
    '[0-9a-f]{40}',
    '^v?(\\d+)\\.(\\d+)\\.(\\d+)$',
    '(?i)password',
    'https?://[^\\s]+',
    '[A-Za-z0-9+/]{40}',
  ])('%s finds no key format', (src) => {
    expect(secretFormatPattern(src)).toBe(false);
  });
});
