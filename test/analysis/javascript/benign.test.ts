import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../helpers.js';
import { dangerous } from '../../support/behaviours.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Benign look-alikes from real skills (copied into test/fixtures/code/javascript/benign/, each file says
 * where from): telemetry senders, API clients with their own tokens, a local web server that opens a
 * browser, a diagram renderer that inflates base64, a deobfuscation tool that talks about eval. None may
 * produce a dangerous fact.
 */

const DIR = join(FIXTURES, 'code/javascript/benign');

describe('JavaScript benign look-alikes from real skills', () => {
  const files = readdirSync(DIR).sort();

  it('has the fixtures', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s: no dangerous fact, fully analysed', async (file) => {
    const code = readFileSync(join(DIR, file), 'utf8');
    const r = await factsOf(/\.ts(?:\.txt)?$/.test(file) ? 'typescript' : 'javascript', code);
    // The diagram renderer's viewer script, loaded into its headless page, is remote code that page runs:
    // a true fact, which remote-code-execution grades medium at most in a browser launched fresh
    // (src/rules/support/page-sessions.ts). It is checked on its own below.
    expect(
      dangerous(r.behaviours).filter((b) => !(b.kind === 'execute' && b.via === 'addScriptTag')),
    ).toEqual([]);
    expect(r.units[0]!.parse).not.toBe('gave-up');
  });

  it('the diagram renderer loads the official viewer into its page, and nothing else downloaded runs', async () => {
    const r = await factsOf('javascript', readFileSync(join(DIR, 'drawio-to-png.mjs'), 'utf8'));
    const runs = ofKind(r, 'execute').filter((b) => b.code.taints.includes('download'));
    expect(runs.map((b) => [b.via, b.endpoint?.host])).toEqual([['addScriptTag', 'viewer.diagrams.net']]);
  });

  it('the telemetry sender is still seen sending (to its vendor, with no sensitive data)', async () => {
    const r = await factsOf('javascript', readFileSync(join(DIR, 'telemetry_common.cjs'), 'utf8'));
    const send = ofKind(r, 'send')[0]!;
    expect(send.endpoint.host).toBe('us.i.posthog.com');
    expect(send.data.taints.filter((t) => t !== 'unknown')).toEqual([]);
  });

  it('API tokens in an Authorization header or an API key in the query are not data sent', async () => {
    const r = await factsOf('typescript', readFileSync(join(DIR, 'api-clients.ts.txt'), 'utf8'));
    const fetches = ofKind(r, 'fetch');
    expect(fetches.map((b) => b.endpoint.host)).toEqual(['api.weather.com', 'api.stripe.com']);
    expect(fetches.map((b) => b.credentials?.secret)).toEqual(['env-secret', 'env-secret']);
    // The OpenAI call has a body (the user's prompt from the request): a send, with no secret in it.
    const sends = ofKind(r, 'send');
    expect(sends.map((b) => b.endpoint.host)).toEqual(['api.openai.com']);
    expect(sends[0]!.data.secret).toBeUndefined();
    expect(sends[0]!.credentials?.secret).toBe('env-secret');
  });

  it.each([
    [
      'security docs quoting eval of user input',
      `const userInput = req.query.q; eval(userInput); new Function(userInput);`,
    ],
    [
      'a block-list of dangerous strings',
      `const BLOCKED = ['curl | sh', 'rm -rf /', 'eval(atob(', '~/.ssh/id_rsa']; module.exports = { BLOCKED };`,
    ],
    [
      'base64 of an image',
      `const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'); require('fs').writeFileSync('dot.png', png);`,
    ],
    ['reading a project .env.example', `require('fs').readFileSync('.env.example', 'utf8');`],
    [
      'spawning a local script with the prompt as an argument',
      `const { spawnSync } = require('child_process'); spawnSync('python3', ['scripts/search.py', process.argv[2]]);`,
    ],
    [
      'writing a temp file',
      `require('fs').writeFileSync(require('path').join(require('os').tmpdir(), 'out.json'), '{}');`,
    ],
    [
      'env passed to a child process',
      `require('child_process').spawn('npm', ['test'], { env: { ...process.env, CI: '1' }, stdio: 'inherit' });`,
    ],
    [
      'fetching a package registry',
      `await fetch('https://registry.npmjs.org/react/latest').then((r) => r.json());`,
    ],
  ])('%s', async (_name, code) => {
    const r = await factsOf('javascript', code);
    expect(dangerous(r.behaviours)).toEqual([]);
  });
});
