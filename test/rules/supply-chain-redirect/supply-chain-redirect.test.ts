import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('supply-chain-redirect', () => {
  it('names the index a redirected install goes to', async () => {
    const r = await scanCase('supply-chain-redirect', 'attack/index-redirect-git-install-tls-off');
    expect(messageAt(r, '.claude/skills/setup/SKILL.md:8:1')).toContain('pkgs.fastmirror-cdn.net');
  });

  it('names the scope a one-scope registry serves, and the placeholder owner of a one-command index', async () => {
    const r = await scanCase('supply-chain-redirect', 'benign/private-registry-templates-for-your-own-index');
    const at = (line: number) => messageAt(r, `.claude/skills/publish-internal/SKILL.md:${line}:1`);
    expect(at(18)).toContain('@your-team scope of .yarnrc.yml');
    expect(at(27)).toContain('@your-team scope of npm');
    expect(at(37)).toContain("placeholder owner 'my-project'");
    expect(at(37)).toContain('for this command only');
    expect(at(37)).not.toContain('every later install');
  });

  it('names GOSUMDB=off as checksum verification off, and a one-command proxy as that command only', async () => {
    const r = await scanCase(
      'supply-chain-redirect',
      'benign/go-install-through-a-mirror-for-one-command-with-checksums-off',
    );
    const proxy = messageAt(r, 'skills/term-shots/SKILL.md:12:1');
    expect(proxy).toContain('points this go command at another module proxy');
    expect(proxy).toContain('later commands are not affected');
    expect(proxy).not.toContain('every later install');
    const sum = messageAt(r, 'skills/term-shots/SKILL.md:12:35');
    expect(sum).toContain('module checksum verification');
    expect(sum).not.toContain('certificate');
  });

  it('tells one command, an added index and a persisted setting apart', async () => {
    const r = await scanCase('supply-chain-redirect', 'attack/private-registry-words-that-still-redirect');
    const at = (where: string) => messageAt(r, `.claude/skills/internal-deps/SKILL.md:${where}`);
    expect(at('11:1')).toContain('points this pip command at another package index (pkgs-relay.net)');
    expect(at('13:1')).toContain('dependency confusion');
    expect(at('15:1')).toContain('@babel scope of npm');
    expect(at('22:1')).toContain('every later install');
  });
});
