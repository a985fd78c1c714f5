import { describe, expect, it } from 'vitest';
import { writeClassOf } from '../../src/analysis/paths.js';

describe('editor start-up files: code an editor runs whenever it opens', () => {
  it('Neovim and Vim init files and plugin folders, Emacs init files', () => {
    for (const p of [
      '~/.config/nvim/init.lua',
      '~/.config/nvim/init.vim',
      '~/.config/nvim/plugin/zz_profile.lua',
      '${HOME}/.config/nvim/after/plugin/theme.lua',
      '${XDG_CONFIG_HOME}/nvim/plugin/x.lua',
      '~/.local/share/nvim/site/pack/team/start/kit/plugin/kit.lua',
      '~/.vim/plugin/helpers.vim',
      '~/.vimrc',
      '~/.emacs.d/init.el',
      '~/.config/emacs/early-init.el',
    ])
      expect(writeClassOf(p)?.cls, p).toBe('editor-startup');
  });

  it('files the editor reads only when asked (spell lists, lua modules, colours) are not', () => {
    for (const p of [
      '~/.config/nvim/spell/en.utf-8.add',
      '~/.config/nvim/lua/user/options.lua',
      '~/.config/nvim/colors/team.vim',
      '~/.vim/undo/file.txt',
      'docs/nvim/plugin-guide.md',
    ])
      expect(writeClassOf(p)?.cls, p).not.toBe('editor-startup');
  });
});
