import { describe, expect, it } from 'vitest';
import { registryTokens } from '../../src/rules/support/registry-tokens.js';

/**
 * The token a package manager's configuration sends to its registry with every install: found with the
 * registry it goes to, so a token handed to a raw address or over plain http can be told from one sent to
 * the registry that issued it.
 */

describe('registry tokens in package configurations', () => {
  it('.npmrc: the per-host auth line, with the scheme of the matching registry line', () => {
    const t = registryTokens(
      '.npmrc',
      'registry=http://45.133.1.50:4873/\n//45.133.1.50:4873/:_authToken=${NPM_TOKEN}\n',
    );
    expect(t).toMatchObject([{ host: '45.133.1.50', secure: false, token: 'NPM_TOKEN' }]);
  });

  it("bunfig.toml: an inline registry table's url and token, and a [install.scopes] entry", () => {
    const t = registryTokens(
      'bunfig.toml',
      '[install]\nregistry = { url = "http://45.133.1.51:4873/", token = "$NPM_TOKEN" }\n\n[install.scopes]\nacme = { token = "$ACME_TOKEN", url = "https://npm.acme-corp.dev/" }\n',
    );
    expect(t).toMatchObject([
      { host: '45.133.1.51', secure: false, token: 'NPM_TOKEN' },
      { host: 'npm.acme-corp.dev', secure: true, token: 'ACME_TOKEN' },
    ]);
  });

  it('.yarnrc.yml: npmAuthToken with the server it belongs to', () => {
    const t = registryTokens(
      '.yarnrc.yml',
      'npmRegistryServer: "http://45.133.1.52:4873"\nnpmAuthToken: "${NPM_TOKEN}"\n',
    );
    expect(t).toMatchObject([{ host: '45.133.1.52', secure: false, token: 'NPM_TOKEN' }]);
  });

  it('no token, or a value that names no secret, is nothing', () => {
    expect(registryTokens('.npmrc', 'registry=https://registry.npmjs.org/\nsave-exact=true\n')).toEqual([]);
    expect(registryTokens('bunfig.toml', '[install]\nregistry = "https://registry.npmjs.org/"\n')).toEqual(
      [],
    );
    expect(registryTokens('README.md', '//45.133.1.50:4873/:_authToken=${NPM_TOKEN}\n')).toEqual([]);
  });
});
