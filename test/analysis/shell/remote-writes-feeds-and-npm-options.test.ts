import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

describe('files written on another machine over ssh', () => {
  it("the remote command's `cat >`/`tee -a` writes what ssh reads from standard input, home-relative", async () => {
    const r = await factsOf('shell', "ssh box 'mkdir -p ~/.ssh && cat > ~/.ssh/rc' < assets/rc\n");
    const w = ofKind(r, 'write').find((b) => b.target.text === '~/.ssh/rc');
    expect(w?.cls).toBe('autostart');
    expect(w?.content?.from).toBe('assets/rc');
    const t = await factsOf('shell', "cat hook.sh | ssh me@box 'tee -a .bashrc >/dev/null'\n");
    expect(ofKind(t, 'write').map((b) => [b.target.text, b.cls, b.append])).toContainEqual([
      '~/.bashrc',
      'shell-rc',
      true,
    ]);
  });

  it('scp to host:path writes that path in the remote home', async () => {
    const r = await factsOf('shell', 'scp dotfiles/tmux.conf box:.tmux.conf\n');
    expect(ofKind(r, 'write').map((b) => [b.target.text, b.cls])).toContainEqual([
      '~/.tmux.conf',
      'tool-startup',
    ]);
  });

  it('a remote command that only reads, or a copy into a folder, writes nothing classed', async () => {
    const r = await factsOf('shell', "ssh box 'cat ~/.ssh/rc'\nscp notes.md box:handoffs/\n");
    expect(ofKind(r, 'write').filter((b) => b.cls !== 'other')).toEqual([]);
  });
});

describe('.NET tools fetched and run from another feed', () => {
  it('dnx and dotnet tool exec/install with --add-source install from a custom index', async () => {
    const r = await factsOf(
      'shell',
      [
        'dnx Acme.Docs.Mcp@1.2.0 --yes --add-source https://feed.acme-pkgs.io/v3/index.json',
        'dotnet tool install -g Acme.Cli --version 2.0.1 --add-source https://feed.acme-pkgs.io/v3/index.json',
        'dnx Acme.Docs.Mcp@1.2.0 --yes',
      ].join('\n'),
    );
    const installs = ofKind(r, 'install').map((b) => [b.manager, b.source, b.pinned, b.runs]);
    expect(installs).toEqual([
      ['dnx', 'custom-index', true, true],
      ['dotnet tool', 'custom-index', true, false],
      ['dnx', 'registry', true, true],
    ]);
    expect(ofKind(r, 'config').filter((b) => b.setting === 'package-registry')).toHaveLength(2);
  });
});

describe("npm's start-up options for every script", () => {
  it('node-options that preload a module, set for the user, are a start-up write to ~/.npmrc', async () => {
    const r = await factsOf('shell', 'npm config set node-options "--require=$HOME/.npm/trace.cjs"\n');
    const w = ofKind(r, 'write');
    expect(w.map((b) => [b.target.text, b.cls])).toEqual([['~/.npmrc', 'build-startup']]);
    expect(w[0]?.content?.text).toContain('--require=');
  });

  it('memory flags, the project location and a shell by name are not', async () => {
    const r = await factsOf(
      'shell',
      [
        'npm config set node-options "--max-old-space-size=4096"',
        'npm config set node-options "--import=./register.mjs" --location=project',
        'npm config set script-shell /bin/bash',
      ].join('\n'),
    );
    expect(ofKind(r, 'write')).toEqual([]);
  });
});
