import { describe, expect, it } from 'vitest';
import type { Behaviour, BehaviourOf, CodeUnit, Endpoint } from '../../src/analysis/facts.js';
import { isShownAppImport, shownAppImportSeverity } from '../../src/rules/support/app-code-imports.js';
import { isOwnUpstreamInstall, sourceRepoOf } from '../../src/rules/support/own-upstream.js';

const region = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 };
const unit = (over: Partial<CodeUnit> = {}): CodeUnit => ({
  id: 0,
  origin: 'fence',
  placement: 'runnable',
  lang: 'shell',
  at: region,
  parse: 'ok',
  ...over,
});
const run = (via: string, url: string, taints: Array<'download' | 'decoded'> = ['download']) =>
  ({
    kind: 'execute',
    via,
    code: { text: `$(curl ${url})`, literal: false, taints, from: url },
    unit: 0,
    at: region,
    evidence: via,
    key: via,
  }) as BehaviourOf<'execute'>;
const install = (manager: string, spec: string, source: 'registry' | 'url' = 'registry'): Behaviour => ({
  kind: 'install',
  manager,
  spec,
  source,
  pinned: false,
  runs: false,
  unit: 0,
  at: region,
  evidence: spec,
  key: spec,
});
const ep = (url: string, cls: Endpoint['cls'] = 'registry'): Endpoint => ({ url, cls });

describe("a tool's own upstream beside its package install", () => {
  it('reads owner and repository from source-host URLs', () => {
    expect(sourceRepoOf('https://github.com/Acme-Labs/WidgetCtl.git')).toEqual({
      owner: 'acme-labs',
      repo: 'widgetctl',
    });
    expect(sourceRepoOf('https://raw.githubusercontent.com/quill-md/quill/main/install.sh')?.owner).toBe(
      'quill-md',
    );
    expect(sourceRepoOf('https://get.widgetctl.dev/install.sh')).toBeUndefined();
  });

  it('is the upstream when the same file installs the repository or owner name from a registry', () => {
    const url = 'https://github.com/acme-labs/widgetctl.git';
    const u = unit();
    expect(
      isOwnUpstreamInstall(run('make', url), u, ep(url), [install('brew', 'acme-labs/tap/widgetctl')], [u]),
    ).toBe(true);
    const raw = 'https://raw.githubusercontent.com/rendr-oss/cli/main/bin/install.sh';
    expect(isOwnUpstreamInstall(run('sh', raw), u, ep(raw, 'other'), [install('brew', 'rendr')], [u])).toBe(
      true,
    );
  });

  it('is not when the names differ, the name is generic, the package is no registry install, or the code is decoded', () => {
    const url = 'https://raw.githubusercontent.com/dataops-helpers/bootstrap/main/setup.sh';
    const u = unit();
    expect(isOwnUpstreamInstall(run('bash', url), u, ep(url, 'other'), [install('pip', 'csvkit')], [u])).toBe(
      false,
    );
    const cli = 'https://github.com/someone/cli.git';
    expect(isOwnUpstreamInstall(run('make', cli), u, ep(cli), [install('npm', 'cli')], [u])).toBe(false);
    const w = 'https://github.com/acme/widgetctl.git';
    expect(
      isOwnUpstreamInstall(
        run('make', w),
        u,
        ep(w),
        [install('pip', 'https://x.io/widgetctl.whl', 'url')],
        [u],
      ),
    ).toBe(false);
    expect(
      isOwnUpstreamInstall(
        run('bash', w, ['download', 'decoded']),
        u,
        ep(w),
        [install('brew', 'widgetctl')],
        [u],
      ),
    ).toBe(false);
    // A host that is not a source host, even with matching names.
    const site = 'https://widgetctl.example-cdn.net/widgetctl/install.sh';
    expect(
      isOwnUpstreamInstall(run('sh', site), u, ep(site, 'other'), [install('brew', 'widgetctl')], [u]),
    ).toBe(false);
  });
});

describe('the skill named for the repository', () => {
  const u = unit();
  const check = (skill: string, url: string) =>
    isOwnUpstreamInstall(run('sh', url), u, ep(url, 'other'), [], [u], { skills: [skill], publishers: [] });
  const scout = 'https://raw.githubusercontent.com/docker/scout-cli/main/install.sh';

  it('is the upstream when the skill is named exactly so, or by the owner and the repository’s words', () => {
    expect(check('scout-cli', scout)).toBe(true);
    expect(check('docker-scout-scanner', scout)).toBe(true);
  });

  it('is not when the owner or a word of the repository is missing, or the only word is generic', () => {
    expect(check('scout-scanner', scout)).toBe(false);
    expect(check('docker-compose-helper', scout)).toBe(false);
    expect(check('acme-release', 'https://raw.githubusercontent.com/acme/cli/main/install.sh')).toBe(false);
  });
});

describe('module imports in application code shown in Markdown', () => {
  const imp = (url: string) => ({ ...run('import', url), via: 'import' }) as BehaviourOf<'execute'>;
  it('only JS/TS fences and inline code that nobody asks to run', () => {
    const i = imp('https://cdn.vendor.io/sdk/1.2.0/index.js');
    expect(isShownAppImport(i, unit({ lang: 'typescript' }))).toBe(true);
    expect(isShownAppImport(i, unit({ lang: 'javascript', origin: 'inline' }))).toBe(true);
    expect(isShownAppImport(i, unit({ lang: 'javascript', placement: 'instructed' }))).toBe(false);
    expect(isShownAppImport(i, unit({ lang: 'javascript', origin: 'embedded' }))).toBe(false);
    expect(isShownAppImport(i, unit({ lang: 'javascript', origin: 'script', placement: 'script' }))).toBe(
      false,
    );
    expect(isShownAppImport(i, unit({ lang: 'python' }))).toBe(false);
    expect(isShownAppImport(run('sh', 'https://x.io/a.sh'), unit({ lang: 'javascript' }))).toBe(false);
  });

  it('low for a versioned build, medium for a moving file', () => {
    const sev = (url: string) => shownAppImportSeverity(ep(url, 'other'));
    expect(sev('https://cdn.vendor.io/packages/sdk-js/$SDK_VERSION$/index.js')).toBe('low');
    expect(sev('https://cdn.vendor.io/sdk/4.12.0/viewer.mjs')).toBe('low');
    expect(sev('https://cdn.vendor.io/sdk@2.3.1/index.js')).toBe('low');
    expect(sev('https://cdn.vendor.io/sdk/{{ version }}/index.js')).toBe('low');
    expect(sev('https://cdn.vendor.io/sdk/latest/index.js')).toBe('medium');
    expect(sev('https://cdn.vendor.io/widget.js?v=1.2.3')).toBe('medium');
    expect(shownAppImportSeverity(ep('http://localhost:5173/src/main.ts', 'local'))).toBeUndefined();
  });
});
