import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/analysis/facts.js';
import { publisherSiteTie, siteName } from '../../src/rules/support/publisher-sites.js';
import type { RuleContext } from '../../src/rules/types.js';

/** A rule context whose tree holds only the given root files. */
const ctxWith = (files: Record<string, string>) =>
  ({
    model: { files: { text: async (p: string) => (p in files ? { text: files[p] } : undefined) } },
  }) as unknown as RuleContext;
const site = (host: string): Endpoint =>
  ({ cls: 'other', host, url: `https://${host}/install.sh` }) as Endpoint;

describe('publisher sites', () => {
  it("reads a domain's own name left of its public suffix", () => {
    expect(siteName('cli.lumora.dev')).toBe('lumora');
    expect(siteName('download.zqcomputing.com')).toBe('zqcomputing');
    expect(siteName('get.acme.co.uk')).toBe('acme');
    expect(siteName('localhost')).toBeUndefined();
  });

  it('ties a site to the publisher the root package names, and not a look-alike of it', async () => {
    const ctx = ctxWith({ 'package.json': '{"name": "lumora-skills"}' });
    expect(await publisherSiteTie(ctx, site('cli.lumora.dev'), ['lm-notion'], undefined)).toBe('publisher');
    expect(await publisherSiteTie(ctx, site('cli.lumroa.dev'), ['lm-notion'], undefined)).toBe('lookalike');
    expect(await publisherSiteTie(ctx, site('cli.lumora-get.dev'), ['lm-notion'], undefined)).toBeUndefined();
    expect(await publisherSiteTie(ctx, site('dl.quickfetch.top'), ['lm-notion'], undefined)).toBeUndefined();
  });

  it('reads the scope, the repository account and pyproject names; a generic first word names nobody', async () => {
    const scoped = ctxWith({ 'package.json': '{"name": "@lumora/skills"}' });
    expect(await publisherSiteTie(scoped, site('lumora.dev'), [], undefined)).toBe('publisher');
    const repo = ctxWith({ 'package.json': '{"name": "skills", "repository": "github:lumora-labs/skills"}' });
    expect(await publisherSiteTie(repo, site('lumora.dev'), [], undefined)).toBe('publisher');
    const py = ctxWith({ 'pyproject.toml': '[project]\nname = "veltrix-agent-skills"\n' });
    expect(await publisherSiteTie(py, site('get.veltrix.io'), [], undefined)).toBe('publisher');
    const generic = ctxWith({ 'package.json': '{"name": "awesome-skills"}' });
    expect(await publisherSiteTie(generic, site('awesome.dev'), [], undefined)).toBeUndefined();
  });

  it("ties an account on a source host by the publisher's name", async () => {
    const ctx = ctxWith({ 'package.json': '{"name": "lumora-skills"}' });
    const gh = {
      cls: 'registry',
      host: 'github.com',
      url: 'https://github.com/lumora-labs/lm/releases',
    } as Endpoint;
    expect(await publisherSiteTie(ctx, gh, [], 'lumora-labs')).toBe('publisher');
    expect(await publisherSiteTie(ctx, gh, [], 'qx-builds')).toBeUndefined();
  });

  it("ties a product skill's brand to its maker's site with a company word; a short brand needs one", async () => {
    const ctx = ctxWith({});
    const skills = ['zq-total-shield-deployment'];
    expect(await publisherSiteTie(ctx, site('download.zqcomputing.com'), skills, undefined)).toBe('brand');
    expect(await publisherSiteTie(ctx, site('zq.com'), skills, undefined)).toBeUndefined();
    expect(await publisherSiteTie(ctx, site('download.zqcornputing.com'), skills, undefined)).toBeUndefined();
    expect(await publisherSiteTie(ctx, site('get.helix.dev'), ['helix-notes'], undefined)).toBe('brand');
    expect(await publisherSiteTie(ctx, site('get.heliks.dev'), ['helix-notes'], undefined)).toBe('lookalike');
  });
});
