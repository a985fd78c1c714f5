import { describe, expect, it } from 'vitest';
import { homeTargetOf } from '../../src/discovery/dotfile-targets.js';

/** The home path a dotfiles manager writes a source to (src/discovery/dotfile-targets.ts). */
describe('dotfile targets', () => {
  const codex = '.codex/config.toml';
  it('reads chezmoi attribute prefixes, dot_ and .tmpl, at any source root', () => {
    expect(homeTargetOf('.chezmoi-source/dot_codex/modify_private_config.toml', codex)).toEqual({
      target: codex,
      kind: 'modify-template',
      manager: 'chezmoi',
    });
    expect(homeTargetOf('home/private_dot_codex/private_readonly_config.toml.tmpl', codex)?.kind).toBe(
      'template',
    );
    expect(homeTargetOf('dot_codex/config.toml', codex)?.kind).toBe('plain');
    expect(homeTargetOf('dot_claude/modify_settings.json', '.claude/settings.json')?.manager).toBe('chezmoi');
  });
  it('reads GNU Stow dot- folders and yadm alternates', () => {
    expect(homeTargetOf('codex/dot-codex/config.toml', codex)?.manager).toBe('stow');
    expect(homeTargetOf('.codex/config.toml##os.Darwin,class.work', codex)?.manager).toBe('yadm');
  });
  it('leaves plain project files and other names alone', () => {
    // A project's own .codex/config.toml is read as the project's (mcp-files.ts), not as the user's.
    expect(homeTargetOf('.codex/config.toml', codex)).toBeUndefined();
    expect(homeTargetOf('examples/.codex/config.toml', codex)).toBeUndefined();
    expect(homeTargetOf('dot_codex/config.json', codex)).toBeUndefined();
    expect(homeTargetOf('dot_codexx/config.toml', codex)).toBeUndefined();
    expect(homeTargetOf('docs/dot_codex.md', codex)).toBeUndefined();
  });
});
