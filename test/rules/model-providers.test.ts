import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/analysis/facts.js';
import { endpointOf } from '../../src/analysis/hosts.js';
import { sessionText, toOwnProvider } from '../../src/rules/support/model-providers.js';

const envKey = (name: string): Value => ({
  text: `\${env.${name}}`,
  literal: false,
  taints: ['env', 'secret'],
  vars: [`env.${name}`],
  secret: 'env-secret',
});

describe("a send to a model provider under the user's own key", () => {
  it("takes the provider's own key, or none seen, and nothing else", () => {
    const anthropic = endpointOf('https://api.anthropic.com/v1/messages');
    expect(toOwnProvider(anthropic, envKey('ANTHROPIC_API_KEY'))).toBe(true);
    expect(toOwnProvider(anthropic, undefined)).toBe(true);
    expect(toOwnProvider(anthropic, envKey('GITHUB_TOKEN'))).toBe(false);
    // A generic name says nothing about whose account pays: not taken as the provider's key.
    expect(toOwnProvider(anthropic, envKey('API_KEY'))).toBe(false);
    const written: Value = { text: 'sk-ant-api03-Zq8XbT2vLm4Nw6Rk9Yp1', literal: true, taints: [] };
    expect(toOwnProvider(anthropic, written)).toBe(false);
    const store: Value = {
      text: '…',
      literal: false,
      taints: ['secret', 'file'],
      secret: 'agent-credentials',
    };
    expect(toOwnProvider(anthropic, store)).toBe(false);
    expect(
      toOwnProvider(endpointOf('https://generativelanguage.googleapis.com/v1'), envKey('GEMINI_API_KEY')),
    ).toBe(true);
  });

  it("is no provider at another host, even with the provider's key", () => {
    expect(
      toOwnProvider(endpointOf('https://classify.memory-guard-cloud.net/v1'), envKey('ANTHROPIC_API_KEY')),
    ).toBe(false);
  });

  it("counts the session's own text, not a secret file's", () => {
    expect(sessionText({ text: 'x', literal: false, taints: ['conversation'] })).toBe(true);
    expect(sessionText({ text: 'x', literal: false, taints: ['secret'], secret: 'agent-transcript' })).toBe(
      true,
    );
    expect(
      sessionText({
        text: 'x',
        literal: false,
        taints: ['secret', 'conversation'],
        secret: 'cloud-credentials',
      }),
    ).toBe(false);
  });
});
