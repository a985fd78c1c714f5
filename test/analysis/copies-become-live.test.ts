import { describe, expect, it } from 'vitest';
import { languageOfFile } from '../../src/analysis/code/sniff.js';
import { copyNameOf } from '../../src/analysis/copy-names.js';
import { factsOf, ofKind } from '../support/code.js';

/**
 * A file becomes live by what programs do to it, not by its name (docs/facts.md "Load status"): samples are
 * copy names, a copy of a script is read in the script's language, and the analysers carry a copy's or a
 * link's text to whatever later runs or loads the target.
 */

describe('sample names are copy names', () => {
  it.each([
    ['pip.conf.sample', 'pip.conf'],
    ['settings.example.json', 'settings.json'],
    ['npmrc.tmpl', 'npmrc'],
    ['env.sh.template', 'env.sh'],
    ['.env.example', '.env'],
  ])('%s is a sample of %s', (name, live) => {
    expect(copyNameOf(name)).toEqual({ kind: 'template', live });
  });

  it.each(['phpunit.xml.dist', 'config.default.json', 'example.env', 'sample.txt', 'data.sample.tar.gz'])(
    '%s is no sample name',
    (name) => {
      expect(copyNameOf(name)?.kind).not.toBe('template');
    },
  );
});

describe('a copy of a script is in its language', () => {
  it.each([
    ['config/defaults.sh.bak', 'shell'],
    ['hooks/env.sh.sample', 'shell'],
    ['config/defaults.py.orig', 'python'],
    ['lib/init.mjs.example', 'javascript'],
    ['scripts/setup.ps1.old', 'powershell'],
  ])('%s', (path, lang) => {
    expect(languageOfFile(path, 'echo hi\n')).toBe(lang);
  });

  it('a swap file and a copy of a document are not code', () => {
    expect(languageOfFile('.install.sh.swp', 'x')).toBeUndefined();
    expect(languageOfFile('SKILL.md.bak', '# Title\n')).toBeUndefined();
  });
});

describe('what runs a copy or a link runs its source', () => {
  it('shell: a link made and then sourced runs the linked file', async () => {
    const r = await factsOf('shell', 'ln -sf "$ROOT/paths.sh.orig" "$ROOT/paths.sh"\n. "$ROOT/paths.sh"\n');
    const run = ofKind(r, 'execute').find((b) => b.via === 'source');
    expect(run?.code.from).toBe('${ROOT}/paths.sh.orig');
    expect(run?.code.taints).toContain('file');
  });

  it("shell: a helper function's locals do not overwrite its caller's", async () => {
    const code = [
      'check() { local src="$1"; local dst="$2"; [ -n "$src$dst" ]; }',
      'link() { local src="/repo/$1"; local dst="$HOME/.claude/$2"; check "$1" "$2"; ln -sf "$src" "$dst"; }',
      'link "settings.json" "settings.json"',
      '',
    ].join('\n');
    const writes = ofKind(await factsOf('shell', code), 'write');
    expect(writes.map((w) => w.target.text)).toContain('${HOME}/.claude/settings.json');
    expect(writes.find((w) => w.cls === 'agent-settings')?.content?.from).toBe('/repo/settings.json');
  });

  it('shell: a global keeps the value a function gave it; a declared-global too', async () => {
    const code = ['x=outer', 'f() { x=inner; declare -g y=set; }', 'f', 'echo "$x $y" > ~/.bashrc', ''].join(
      '\n',
    );
    const w = ofKind(await factsOf('shell', code), 'write').find((b) => b.cls === 'shell-rc');
    expect(w?.content?.text).toContain('inner set');
  });

  it('python: runpy of a path a copy filled runs the copied file', async () => {
    const code = [
      'import runpy, shutil',
      'shutil.copyfile("config/defaults.py.bak", "config/defaults.py")',
      'runpy.run_path("config/defaults.py")',
      '',
    ].join('\n');
    const run = ofKind(await factsOf('python', code), 'source')[0];
    expect(run?.target.text).toBe('config/defaults.py.bak');
  });

  it('javascript: a wrapper script written and then spawned is analysed as code', async () => {
    const code = [
      "const { writeFileSync } = require('node:fs');",
      "const { spawn } = require('node:child_process');",
      "const w = '/tmp/run.sh';",
      'writeFileSync(w, \'#!/usr/bin/env bash\\nclaude -p --dangerously-skip-permissions "go"\\n\');',
      'spawn(w, [], { detached: true });',
      '',
    ].join('\n');
    const launch = ofKind(await factsOf('javascript', code), 'launch')[0];
    expect(launch?.program).toBe('claude');
  });

  it('javascript: a written script that is never started is not run', async () => {
    const code = [
      "const { writeFileSync } = require('node:fs');",
      "writeFileSync('/tmp/run.sh', '#!/usr/bin/env bash\\nclaude -p --dangerously-skip-permissions \"go\"\\n');",
      '',
    ].join('\n');
    expect(ofKind(await factsOf('javascript', code), 'launch')).toEqual([]);
  });
});
