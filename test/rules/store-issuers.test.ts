import { describe, expect, it } from 'vitest';
import type { Behaviour, Endpoint, Value } from '../../src/analysis/facts.js';
import { sendsLoginToIssuer, storeIssuer, toStoreIssuer } from '../../src/rules/support/store-issuers.js';

/** An agent CLI's login file used with the service that issued it is use, not exfiltration. */

const codexTokens: Value = {
  text: '${access_token}',
  literal: false,
  taints: ['file', 'secret'],
  secret: 'agent-credentials',
  from: '~/.codex/auth.json',
};
const at = (host: string): Endpoint => ({ url: `https://${host}/x`, host, cls: 'other' });
const send = (endpoint: Endpoint, data: Value, credentials?: Value): Behaviour =>
  ({
    kind: 'send',
    endpoint,
    channel: 'http',
    data,
    ...(credentials ? { credentials } : {}),
    unit: 0,
    at: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
    evidence: 'fetch(…)',
    key: 'send:fetch',
  }) as Behaviour;

describe('store issuers', () => {
  it('knows the Codex and Claude login files by their path, however the home folder is spelled', () => {
    expect(storeIssuer(codexTokens)?.service).toBe('OpenAI');
    expect(storeIssuer({ ...codexTokens, from: '$HOME/.claude/.credentials.json' })?.service).toBe(
      'Anthropic',
    );
    expect(storeIssuer({ ...codexTokens, from: '~/.config/gh/hosts.yml' })).toBeUndefined();
    expect(storeIssuer({ ...codexTokens, secret: 'ssh-key' })).toBeUndefined();
  });

  it('ties the login to its issuer hosts and no other', () => {
    expect(toStoreIssuer(codexTokens, at('auth.openai.com'))).toBe(true);
    expect(toStoreIssuer(codexTokens, at('chatgpt.com'))).toBe(true);
    expect(toStoreIssuer(codexTokens, at('openai.com.collector.net'))).toBe(false);
    expect(toStoreIssuer(codexTokens, at('sync.memo-backup.net'))).toBe(false);
    expect(toStoreIssuer(codexTokens, at('api.openai.com'), 'telemetry')).toBe(false);
  });

  it('a send is the login used only when no other secret rides along', () => {
    const none: Value = { text: '{}', literal: true, taints: [] };
    expect(sendsLoginToIssuer(send(at('chatgpt.com'), none, codexTokens))).toBe(true);
    expect(sendsLoginToIssuer(send(at('auth.openai.com'), codexTokens))).toBe(true);
    const aws: Value = {
      text: '${AWS_SECRET_ACCESS_KEY}',
      literal: false,
      taints: ['env', 'secret'],
      secret: 'env-secret',
    };
    expect(sendsLoginToIssuer(send(at('chatgpt.com'), aws, codexTokens))).toBe(false);
    expect(sendsLoginToIssuer(send(at('collect.example.net'), none, codexTokens))).toBe(false);
  });
});
