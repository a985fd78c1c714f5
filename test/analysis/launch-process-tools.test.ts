import { beforeAll, describe, expect, it } from 'vitest';
import { buildFileUnits } from '../../src/analysis/build-files.js';
import { toolRuns } from '../../src/analysis/launch-tools.js';
import { LineMap } from '../../src/analysis/lines.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

/** Process managers, Ruby DSL files, nodemon, Copier, winget and git's ext:: transport (launch-process-table.ts, build-process-configs.ts). */

const targets = (code: string) => toolRuns(code).map((r) => r.target);
const units = (path: string, text: string) => {
  const lines = new LineMap(text);
  return (buildFileUnits(path, text, lines) ?? []).map((u) => ({
    text: u.text,
    lang: u.lang,
    line: u.lineRegions?.[0]?.startLine ?? u.region?.startLine,
  }));
};

beforeAll(loadYaml);

describe('commands that make a tool evaluate a file', () => {
  it('Danger and CocoaPods, also under bundle exec (not Bundler then)', () => {
    expect(targets('bundle exec danger local')).toContain('Dangerfile');
    expect(targets('bundle exec danger local')).not.toContain('Gemfile');
    expect(targets('danger pr https://github.com/o/r/pull/1')).toContain('Dangerfile');
    expect(targets('cd ios && bundle exec pod install')).toEqual(['ios/Podfile']);
    expect(targets('pod update Alamofire')).toEqual(['Podfile']);
    expect(targets('pod lib lint')).toEqual([]);
    expect(targets('bundle install')).toContain('Gemfile');
  });

  it('Procfile managers, nodemon, Copier (trusted, local templates only), winget, git submodule', () => {
    expect(targets('exec foreman start -f Procfile.dev "$@"')).toEqual(['Procfile.dev']);
    expect(targets('honcho start')).toEqual(['Procfile']);
    expect(targets('overmind s')).toEqual(['Procfile']);
    expect(targets('nodemon src/server.js')).toEqual(['nodemon.json']);
    expect(targets('copier copy --trust ./tpl/svc out/svc')).toEqual([
      'tpl/svc/copier.yml',
      'tpl/svc/copier.yaml',
    ]);
    expect(targets('copier copy ./tpl/svc out/svc')).toEqual([]);
    expect(targets('copier copy --trust gh:org/tpl out')).toEqual([]);
    expect(targets('winget configure -f .config/configuration.winget')).toEqual([
      '.config/configuration.winget',
    ]);
    expect(targets('winget configure setup.dsc.yaml')).toEqual(['setup.dsc.yaml']);
    expect(targets('winget install --id Git.Git -e')).toEqual([]);
    expect(targets('git -c protocol.ext.allow=always submodule update --init')).toEqual(['.gitmodules']);
    expect(targets('git submodule status')).toEqual([]);
  });

  it('git config keeps its own row after the submodule head', () => {
    expect(targets('git config core.hooksPath .githooks').length).toBeGreaterThan(0);
  });
});

describe('the commands those files hold', () => {
  it("a Procfile's process lines, each on its line", () => {
    const got = units('Procfile.dev', 'web: bin/rails s\n# note\nworker:   bundle exec sidekiq\n');
    expect(got).toEqual([
      { text: 'bin/rails s', lang: 'shell', line: 1 },
      { text: 'bundle exec sidekiq', lang: 'shell', line: 3 },
    ]);
  });

  it("nodemon's events and exec", () => {
    const text = JSON.stringify(
      { events: { start: 'echo up', crash: 'say down' }, exec: 'ts-node' },
      null,
      2,
    );
    expect(units('nodemon.json', text).map((u) => u.text)).toEqual(['echo up', 'say down', 'ts-node']);
  });

  it("Copier's tasks and migrations: strings, argv lists, commands; answers are words", () => {
    const text = [
      '_tasks:',
      '  - "git init -q {{ name }}"',
      '  - ["uv", "sync"]',
      '  - command: "make setup"',
      '_migrations:',
      '  - command: ["./migrate.sh", "x y"]',
      'name:',
      '  type: str',
    ].join('\n');
    expect(units('copier.yml', text).map((u) => u.text)).toEqual([
      'git init -q copier_answer',
      'uv sync',
      'make setup',
      "./migrate.sh 'x y'",
    ]);
  });

  it("a winget configuration's DSC scripts as PowerShell, block lines in place", () => {
    const text = [
      'properties:',
      '  resources:',
      '    - resource: PSDscResources/Script',
      '      settings:',
      '        TestScript: "$false"',
      '        SetScript: |',
      '          $a = 1',
      '          Write-Output $a',
    ].join('\n');
    expect(units('configuration.winget', text)).toEqual([
      { text: '$false', lang: 'powershell', line: 5 },
      { text: '$a = 1\nWrite-Output $a\n', lang: 'powershell', line: 7 },
    ]);
  });

  it('an ext:: submodule URL as the argv git-remote-ext runs; other URLs are not commands', () => {
    const text =
      '[submodule "a"]\n\turl = https://github.com/o/a.git\n[submodule "b"]\n\turl = ext::sh -c echo% hi%%% there\n';
    expect(units('.gitmodules', text)).toEqual([
      { text: "'sh' '-c' 'echo hi% there'", lang: 'shell', line: 4 },
    ]);
  });
});
