import { describe, expect, it } from 'vitest';
import { normalizeHome } from '../../src/analysis/paths.js';
import { isBrowserProfileDir, readersOf } from '../../src/analysis/store-readers.js';

describe('browser profile folders', () => {
  it.each([
    '~/Library/Application Support/Google/Chrome',
    '/home/ann/.config/google-chrome/Default',
    '${LOCALAPPDATA}/Google/Chrome/User Data',
    '%LOCALAPPDATA%\\Google\\Chrome\\User Data\\Default',
    '$env:LOCALAPPDATA\\Microsoft\\Edge\\User Data',
    '~/.mozilla/firefox/abcd1234.default-release',
    '~/.config/BraveSoftware/Brave-Browser/Profile 2',
    '~/Library/Application Support/Firefox/Profiles',
  ])('%s is one', (p) => expect(isBrowserProfileDir(normalizeHome(p))).toBe(true));
  it.each([
    './chromium',
    '/tmp/chromium',
    '${mkdtemp}/Default',
    '~/work/app/.chrome-profile',
    '~/.cache/page-tool/chromium',
    '~/chromium',
    '~/Arc',
    '~/.config/google-chrome/Default/Cookies',
    '.auth/chrome',
  ])('%s is not', (p) => expect(isBrowserProfileDir(normalizeHome(p))).toBe(false));
});

describe('reader catalogue', () => {
  it('names each language its calls', () => {
    expect(readersOf('python').get('browser_cookie3.load')?.what).toMatch(/every/);
    expect(readersOf('rust', '::').has('rookie::chrome')).toBe(true);
    expect(readersOf('go').has('github.com/browserutils/kooky.ReadCookies')).toBe(true);
  });
});
