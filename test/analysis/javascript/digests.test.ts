import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** A digest or MAC is not its input's text: a key decoded from base64 signs a request, it does not run. */
describe('JavaScript: digests carry no decoded payload', () => {
  it.each([
    [`import crypto from 'node:crypto';`, 'crypto.createHmac'],
    [`const crypto = require('crypto');`, 'crypto.createHmac'],
    [`import { createHmac } from 'node:crypto';`, 'createHmac'],
  ])('%s an HMAC keyed with a base64-decoded secret, put in a curl header', async (head, fn) => {
    const r = await factsOf(
      'javascript',
      `${head}
import { execSync } from 'node:child_process';
export function call(secret, url, stamp) {
  const sig = ${fn}('sha1', Buffer.from(secret, 'base64')).update(stamp).digest('base64');
  return execSync(\`curl -s -H "Authorization: Sig \${sig}" \${url}\`);
}`,
    );
    for (const b of ofKind(r, 'execute')) expect(b.code.taints).not.toContain('decoded');
  });

  it('the decoded secret itself handed to a shell is still decoded code', async () => {
    const r = await factsOf(
      'javascript',
      `import { createHmac } from 'node:crypto';
import { execSync } from 'node:child_process';
export function call(secret, stamp) {
  const sig = createHmac('sha256', Buffer.from(secret, 'base64')).update(stamp).digest('hex');
  execSync(Buffer.from(secret, 'base64').toString());
  return sig;
}`,
    );
    expect(ofKind(r, 'execute').some((b) => b.code.taints.includes('decoded'))).toBe(true);
  });
});
