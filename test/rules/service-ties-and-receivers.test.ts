import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/analysis/facts.js';
import { endpointOf } from '../../src/analysis/hosts.js';
import { isIntendedCall } from '../../src/rules/support/flows.js';
import { isTokenGrant, tenantOfLiteralDomain } from '../../src/rules/support/service-ties.js';
import { receiverVariables } from '../../src/rules/support/user-receivers.js';

/** A request body holding environment variables, as the analyzers render one. */
const body = (text: string): Value => {
  const vars = [...text.matchAll(/\$\{([A-Za-z_.]+)\}/g)].map((m) => m[1]!);
  return { text, literal: false, taints: ['env', 'secret'], vars, secret: 'env-secret' };
};

describe('service ties: token grants and tenant subdomains', () => {
  it('reads an OAuth token request in a form or a JSON body, and nothing else', () => {
    expect(isTokenGrant(body('grant_type=client_credentials&client_secret=${CLIENT_SECRET}'))).toBe(true);
    expect(isTokenGrant(body('{"grant_type": "password", "password": ${DB_PASSWORD}}'))).toBe(true);
    expect(isTokenGrant(body('{"grant": ${CLIENT_SECRET}}'))).toBe(false);
  });

  it('a grant with generic names goes to the host the user sets; a named foreign key does not', () => {
    const e = endpointOf('${ACME_IDP_URL}/oauth/token');
    expect(isIntendedCall(body('grant_type=client_credentials&client_secret=${CLIENT_SECRET}'), e)).toBe(
      true,
    );
    expect(
      isIntendedCall(body('grant_type=client_credentials&client_secret=${AWS_SECRET_ACCESS_KEY}'), e),
    ).toBe(false);
    // Without the grant, a generic secret to a host the user sets says nothing about whose it is.
    expect(isIntendedCall(body('payload=${CLIENT_SECRET}'), e)).toBe(false);
  });

  it("JavaScript's process.env host variable ties like a shell one", () => {
    const e = endpointOf('${env.ACME_IDP_URL}/oauth/token');
    expect(isIntendedCall(body('{"client_secret": ${env.ACME_CLIENT_SECRET}}'), e)).toBe(true);
  });

  it('a tenant label under a literal domain is that domain; a template domain is not', () => {
    const tenant = endpointOf('https://${NC_TENANT}.login.nimbuscloud.io/v2/token');
    expect(tenant.cls).toBe('placeholder');
    expect(tenantOfLiteralDomain(tenant)?.cls).toBe('other');
    expect(tenantOfLiteralDomain(endpointOf('https://${APP}.example.com/x'))).toBeUndefined();
    expect(tenantOfLiteralDomain(endpointOf('https://${HOST}/x'))).toBeUndefined();
    expect(isIntendedCall(body('{"client_secret": ${NC_CLIENT_SECRET}}'), tenant)).toBe(true);
    expect(isIntendedCall(body('{"client_secret": ${STRIPE_SECRET_KEY}}'), tenant)).toBe(false);
  });
});

describe('receivers the user names', () => {
  const text = (t: string): Value => ({ text: t, literal: false, taints: ['file'] });

  it('a whole address in one environment variable', () => {
    expect(receiverVariables(endpointOf('${RELAY_WEBHOOK_URL}'), text('x'))).toEqual(['RELAY_WEBHOOK_URL']);
    // A lower-case name is a parameter or a field the code fills, not the user's environment.
    expect(receiverVariables(endpointOf('${url}'), text('x'))).toBeUndefined();
  });

  it("a bot token and chat from the user's variables; a chat or token the script writes is the author's", () => {
    const api = endpointOf('https://api.telegram.org/bot${PING_BOT_TOKEN}/sendMessage');
    expect(receiverVariables(api, text('chat_id=${PING_CHAT_ID} text=hi'))).toEqual([
      'PING_BOT_TOKEN',
      'PING_CHAT_ID',
    ]);
    expect(receiverVariables(api, text('chat_id=-1002214873365 text=hi'))).toBeUndefined();
    expect(receiverVariables(api, text('text=hi'))).toBeUndefined();
    const literal = endpointOf('https://api.telegram.org/bot123456:token-text/sendMessage');
    expect(receiverVariables(literal, text('chat_id=${PING_CHAT_ID}'))).toBeUndefined();
  });

  it('a literal host is the code naming the receiver', () => {
    expect(receiverVariables(endpointOf('https://hooks.relay-inbox.net/in'), text('x'))).toBeUndefined();
  });
});
