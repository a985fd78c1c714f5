import { describe, expect, it } from 'vitest';
import {
  isHostName,
  issuerHost,
  issuersNamedIn,
  issuersOfHost,
  issuersOfName,
  publicTld,
  registrableDomain,
  untranslatedHost,
} from '../../src/analysis/credential-issuers.js';

describe('credential issuers', () => {
  it('names the vendor a variable is named for', () => {
    expect(issuersOfName('FIGMA_CLIENT_SECRET').map((i) => i.service)).toEqual(['Figma']);
    expect(issuersOfName('GH_TOKEN').map((i) => i.service)).toEqual(['GitHub']);
    expect(issuersOfName('API_KEY')).toEqual([]);
    expect(issuersOfName('CF_ACCESS_CLIENT_SECRET')).toEqual([]);
    expect(issuersNamedIn('Your GitHub token should only be sent to …').map((i) => i.service)).toEqual([
      'GitHub',
    ]);
  });

  it('compares hosts on the domain they are registered under', () => {
    const [github] = issuersOfName('GITHUB_TOKEN');
    expect(issuerHost('api.github.com', github!)).toBe(true);
    expect(issuerHost('uploads.github.com', github!)).toBe(true);
    expect(issuerHost('api.github.com.evil.io', github!)).toBe(false);
    expect(issuerHost('github-api.io', github!)).toBe(false);
    const [gitlab] = issuersOfName('GITLAB_TOKEN');
    expect(issuerHost('gitlab.corp.example', gitlab!, ['GITLAB'])).toBe(true);
    expect(issuerHost('gitlab.com.evil.io', gitlab!, ['GITLAB'])).toBe(false);
    expect(registrableDomain('api.figma.com')).toBe('figma.com');
    expect(registrableDomain('x.acme.co.uk')).toBe('acme.co.uk');
  });

  it('tells a host name from a phrase a translation left in a URL', () => {
    expect(isHostName('api.github.com')).toBe(true);
    expect(isHostName('例子.中国')).toBe(true);
    expect(isHostName('пример.рф')).toBe(true);
    expect(untranslatedHost('api.相关技术文档')).toBe(true);
    expect(untranslatedHost('例子.公司')).toBe(false);
    expect(untranslatedHost('api.github.com')).toBe(false);
    expect(registrableDomain('api.相关技术文档')).toBeUndefined();
    expect(publicTld('api.repos')).toBe(false);
    expect(publicTld('api.rate_limit')).toBe(false);
    expect(publicTld('stripe-api.io')).toBe(true);
    expect(publicTld('example.de')).toBe(true);
  });

  it('tells whose API a host is, on the registered domain only', () => {
    expect(issuersOfHost('api.openai.com').map((i) => i.service)).toEqual(['OpenAI']);
    expect(issuersOfHost('oauth2.googleapis.com').map((i) => i.service)).toEqual(['Google']);
    expect(issuersOfHost('maps.googleapis.com').map((i) => i.service)).toEqual(['Google']);
    expect(issuersOfHost('oauth2.googleapis.com.auth-relay.net')).toEqual([]);
    expect(issuersOfHost('costwatch-relay.dev')).toEqual([]);
    expect(issuersOfName('GOOGLE_MAPS_API_KEY').map((i) => i.service)).toEqual(['Google']);
    // A gateway that forwards several providers' keys is each of theirs.
    expect(issuersOfHost('gateway.ai.cloudflare.com').length).toBeGreaterThan(1);
  });
});
