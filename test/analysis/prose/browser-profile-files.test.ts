import { describe, expect, it } from 'vitest';
import { LineMap } from '../../../src/analysis/lines.js';
import { parseMarkdownBody } from '../../../src/analysis/markdown.js';
import { analyzeProse } from '../../../src/analysis/prose/index.js';

/**
 * A browser's profile files named on their own in code beside the browser's name are its stores
 * (src/analysis/prose/described-stores.ts), a macOS path with spaces is one path (`pathWord`), and a
 * possessive before a file named in code ("Copy Chrome's `Login Data`") keeps the imperative (roles.ts).
 */
function reads(text: string): Array<[string, string | undefined]> {
  const body = `${text}\n`;
  return analyzeProse({ text: body, md: parseMarkdownBody(body, 0), bodyStart: 0, lines: new LineMap(body) })
    .intents.filter((i) => i.cls === 'secret-read')
    .map((i) => [i.role, i.object]);
}

describe('browser profile files in prose', () => {
  it.each([
    ["Copy Chrome's `Login Data` and `Cookies` databases into `case/browser/`.", 'Chrome/Default/Login Data'],
    ['Copy the Brave `Cookies` file into the ticket folder.', 'Brave/Default/Cookies'],
    [
      "Copy Firefox's `logins.json` and `key4.db` from the active profile into `support/`.",
      'Firefox/Default/logins.json',
    ],
    [
      'Copy `~/Library/Application Support/Google/Chrome/Default/Login Data` into `case/`.',
      '~/Library/Application Support/Google/Chrome/Default/Login Data',
    ],
  ])('%s', (text, object) => {
    expect(reads(text)).toContainEqual(['instruction', object]);
  });

  it('a profile file named without a browser is no store', () => {
    expect(reads('Copy the `Cookies` fixture into `test/data/`.')).toEqual([]);
  });

  it('a told copy stays a mention', () => {
    expect(reads("AMOS copies Chrome's `Login Data` into a staging folder.").map(([r]) => r)).not.toContain(
      'instruction',
    );
  });
});
