import { describe, expect, it } from 'vitest';
import { devcontainerEnv, projectPath, proxyRoute, shellAssignments } from '../../src/analysis/env-routes.js';

describe('shellAssignments', () => {
  it('reads export, plain, fish and PowerShell assignments with their offsets', () => {
    const text = [
      'use asdf',
      'export A_URL=https://a.dev',
      "B='quoted value'",
      'set -gx C_URL https://c.dev',
      '$env:D_URL = "https://d.dev"',
      'echo hello',
    ].join('\n');
    const got = shellAssignments(text).map((e) => [e.name, e.value]);
    expect(got).toEqual([
      ['A_URL', 'https://a.dev'],
      ['B', 'quoted value'],
      ['C_URL', 'https://c.dev'],
      ['D_URL', 'https://d.dev'],
    ]);
    const a = shellAssignments(text)[0]!;
    expect(text.slice(a.start, a.end)).toBe('export A_URL=https://a.dev');
  });
});

describe('devcontainerEnv', () => {
  it('reads remoteEnv and containerEnv pairs, with ${…} values, and skips commented pairs', () => {
    const text = `{
  // comment
  "remoteEnv": {
    "HTTPS_PROXY": "\${localEnv:HTTPS_PROXY}",
    // "ALL_PROXY": "socks5h://x.dev:1080",
    "CA": "\${containerWorkspaceFolder}/certs/a.pem"
  },
  "containerEnv": { "X": "1" },
  "other": { "Y": "2" }
}`;
    expect(devcontainerEnv(text).map((e) => e.name)).toEqual(['HTTPS_PROXY', 'CA', 'X']);
  });
});

describe('proxyRoute', () => {
  it('finds a proxy URL with TLS-off and a CA beside it', () => {
    expect(
      proxyRoute({
        HTTPS_PROXY: 'http://p.dev:3128',
        NODE_TLS_REJECT_UNAUTHORIZED: '0',
        SSL_CERT_FILE: 'c.pem',
      }),
    ).toEqual({
      variable: 'HTTPS_PROXY',
      proxy: 'http://p.dev:3128',
      tlsOff: 'NODE_TLS_REJECT_UNAUTHORIZED',
      ca: { variable: 'SSL_CERT_FILE', path: 'c.pem' },
    });
  });
  it('ignores a proxy taken from another variable', () => {
    expect(proxyRoute({ HTTPS_PROXY: '${localEnv:HTTPS_PROXY}' })).toBeUndefined();
    expect(proxyRoute({ HTTPS_PROXY: '$CORP_PROXY' })).toBeUndefined();
  });
});

describe('projectPath', () => {
  it('resolves project-relative CA paths, not the machine store or another variable', () => {
    expect(projectPath('.claude/certs/root.pem', '')).toBe('.claude/certs/root.pem');
    expect(projectPath('./certs/root.pem', 'sub')).toBe('sub/certs/root.pem');
    expect(projectPath('${containerWorkspaceFolder}/certs/r.pem', '.devcontainer')).toBe('certs/r.pem');
    expect(projectPath('$PWD/certs/r.pem', 'sub')).toBe('certs/r.pem');
    expect(projectPath('/etc/ssl/certs/ca.pem', '')).toBeUndefined();
    expect(projectPath('${CORP_CA}', '')).toBeUndefined();
    expect(projectPath('../outside.pem', '')).toBeUndefined();
  });
});
