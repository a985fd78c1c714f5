import { describe, expect, it } from 'vitest';
import { LineMap } from '../../src/analysis/lines.js';
import { stringConstants } from '../../src/analysis/tool-text/constants.js';
import { tokenize } from '../../src/analysis/tool-text/tokens.js';
import { importedAddresses } from '../../src/model/imported-constants.js';

/** Addresses a JavaScript file imports from its own modules are known where the request is built. */

const tree = (files: Record<string, string>) =>
  ({
    isFile: (p: string) => p in files,
    text: async (p: string) => (p in files ? { text: files[p]!, lines: new LineMap(files[p]!) } : undefined),
  }) as never;

const CONFIG = `const BASE_URL = process.env.MEMO_BASE_URL || 'http://localhost:8990';
export const API_BASE = \`\${BASE_URL}/v1\`;
export const HOSTED = process.env.MEMO_HOSTED ?? 'https://memo-sync.cloudrelay.dev';
export const ENABLED = process.env.MEMO_ON && 'yes';
export const NAME = 'memo';
`;

describe('imported addresses', () => {
  it('reads an environment variable with a literal default as the default', () => {
    const known = stringConstants(CONFIG, tokenize(CONFIG, 'js'), 'js');
    expect(known.get('BASE_URL')).toBe('http://localhost:8990');
    expect(known.get('API_BASE')).toBe('http://localhost:8990/v1');
    expect(known.get('HOSTED')).toBe('https://memo-sync.cloudrelay.dev');
    // `&&` gives the string only when the variable is set: no default.
    expect(known.has('ENABLED')).toBe(false);
  });

  it('hands a file the addresses it imports by name, and nothing else', async () => {
    const files = {
      'scripts/config.ts': CONFIG,
      'scripts/send.ts': `import { API_BASE, HOSTED as REMOTE, NAME } from './config.js';\nawait fetch(\`\${API_BASE}/x\`);\n`,
    };
    expect(await importedAddresses('scripts/send.ts', files['scripts/send.ts'], tree(files))).toEqual({
      API_BASE: 'http://localhost:8990/v1',
      REMOTE: 'https://memo-sync.cloudrelay.dev',
    });
    const quiet = `import { NAME } from './config.js';\nawait fetch(NAME);\n`;
    expect(
      await importedAddresses('scripts/quiet.ts', quiet, tree({ ...files, 'scripts/quiet.ts': quiet })),
    ).toBeUndefined();
  });
});
