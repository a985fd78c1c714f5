import { describe, expect, it } from 'vitest';
import type { BehaviourOf } from '../../src/analysis/facts.js';
import { downloadRef, runsAsBinary } from '../../src/rules/support/download-provenance.js';

const run = (via: string, taints: string[] = ['download']): BehaviourOf<'execute'> =>
  ({
    kind: 'execute',
    via,
    code: { text: 'x', literal: false, taints },
    unit: 0,
    at: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
    evidence: 'x',
    key: 'k',
  }) as BehaviourOf<'execute'>;

describe('the ref a download address names', () => {
  it('an exact version or commit is pinned', () => {
    expect(downloadRef('https://kind.sigs.k8s.io/dl/v0.22.0/kind-linux-amd64', false)).toBe('pinned');
    expect(
      downloadRef(
        'https://github.com/gitleaks/gitleaks/releases/download/v8.18.2/gitleaks_8.18.2_linux_x64.tar.gz',
        false,
      ),
    ).toBe('pinned');
    expect(downloadRef('https://downloads.rclone.org/v1.66.0/rclone-v1.66.0-linux-amd64.zip', false)).toBe(
      'pinned',
    );
    expect(downloadRef('https://example.org/tools/tool-1.4.2-linux.tar.gz', false)).toBe('pinned');
    expect(downloadRef(`https://raw.githubusercontent.com/acme/tool/${'a1'.repeat(20)}/install`, false)).toBe(
      'pinned',
    );
  });

  it('latest, a branch, stable.txt, a command or variable in the address, or no version at all moves', () => {
    expect(downloadRef('https://kind.sigs.k8s.io/dl/latest/kind-linux-amd64', false)).toBe('moving');
    expect(
      downloadRef('https://github.com/carlospolop/PEASS-ng/releases/latest/download/linpeas.sh', false),
    ).toBe('moving');
    expect(
      downloadRef(
        'https://dl.k8s.io/release/$(curl -L -s https://dl.k8s.io/release/stable.txt)/bin/linux/amd64/kubectl',
        false,
      ),
    ).toBe('moving');
    expect(downloadRef('https://raw.githubusercontent.com/acme/tool/main/install.sh', false)).toBe('moving');
    expect(downloadRef('https://fluxcd.io/install.sh', false)).toBe('moving');
    expect(downloadRef('https://get.acme.dev/${VERSION}/acme', false)).toBe('moving');
    expect(downloadRef(undefined, false)).toBe('moving');
  });

  it('a hash the repository pins verifies whatever the address says', () => {
    expect(downloadRef('https://get.acme.dev/latest/acme', true)).toBe('verified');
  });
});

describe('what runs a download', () => {
  it('the saved file run as the program is a binary', () => {
    expect(runsAsBinary(run('kind'), 'https://kind.sigs.k8s.io/dl/v0.22.0/kind-linux-amd64')).toBe(true);
    expect(
      runsAsBinary(
        run('./.tools/trivy'),
        'https://dl.trivy.dev/trivy/v0.50.1/trivy_0.50.1_Linux-64bit.tar.gz',
      ),
    ).toBe(true);
  });

  it('a shell or interpreter handed the download, a script file or a decoded download is not', () => {
    expect(runsAsBinary(run('bash'), 'https://kind.sigs.k8s.io/dl/v0.22.0/kind-linux-amd64')).toBe(false);
    expect(runsAsBinary(run('python3.12'), 'https://x.test/v1.0/tool')).toBe(false);
    expect(runsAsBinary(run('install-kind'), 'https://kind.sigs.k8s.io/dl/v0.22.0/install-kind.sh')).toBe(
      false,
    );
    expect(runsAsBinary(run('tool', ['download', 'decoded']), 'https://x.test/v1.0/tool')).toBe(false);
  });
});
