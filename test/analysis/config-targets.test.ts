import { beforeAll, describe, expect, it } from 'vitest';
import { configTargets, reachedTargets } from '../../src/analysis/config-targets.js';
import { LAUNCH_TOOLS, namedTargets, toolConfigsRun } from '../../src/analysis/launch-tools.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

beforeAll(loadYaml);

const tool = (name: string) => LAUNCH_TOOLS.find((t) => t.tool === name)!;
const run = (path: string, text: string, named: string[]) => {
  const t = configTargets(path, text);
  if (!t) throw new Error('no targets');
  const r = reachedTargets(t, named);
  return r === 'all' ? r : [...r].sort();
};

describe('namedTargets', () => {
  it('reads the targets a task runner command names', () => {
    expect(namedTargets(tool('task'), ['validate-x'])).toEqual(['validate-x']);
    expect(namedTargets(tool('task'), [])).toEqual(['']);
    expect(namedTargets(tool('task'), ['-d', 'sub', 'lint', '--', 'setup'])).toEqual(['lint']);
    expect(namedTargets(tool('task'), ['upgrade', '#', 'Claude', 'Code'])).toEqual(['upgrade']);
    expect(namedTargets(tool('task'), ['nix:bootstrap', 'PROFILE=private'])).toEqual(['nix:bootstrap']);
    expect(namedTargets(tool('make'), ['-j', 'lint'])).toEqual(['lint']);
    expect(namedTargets(tool('make'), ['-j', '4', 'CC=clang', 'test', '2>&1'])).toEqual(['test']);
    expect(namedTargets(tool('npm'), ['run', 'dev'])).toEqual(['dev']);
    expect(namedTargets(tool('npm'), ['test'])).toEqual(['test']);
    expect(namedTargets(tool('task'), ['validate-*'])).toEqual(['validate-*']);
  });
  it('names one script for pnpm, Yarn and `bun run`', () => {
    // An install stays a whole-file run (undefined below): what a plugin starts after it (`npx tsx server.ts`
    // in a spawn's argument list) is often reached only through the manifest.
    expect(namedTargets(tool('pnpm'), ['install', '--frozen-lockfile'])).toBeUndefined();
    expect(namedTargets(tool('pnpm'), ['test', 'x.test.ts'])).toEqual(['test']);
    expect(namedTargets(tool('pnpm'), ['run', 'test:commit-mutation'])).toEqual(['test:commit-mutation']);
    expect(namedTargets(tool('yarn'), ['build'])).toEqual(['build']);
    expect(namedTargets(tool('bun'), ['run', 'dev'])).toEqual(['dev']);
    expect(namedTargets(tool('bun'), ['test'])).toBeUndefined();
  });
  it('names no target when the runner only lists or plans', () => {
    expect(namedTargets(tool('just'), ['--list'])).toEqual([]);
    expect(namedTargets(tool('just'), ['-l'])).toEqual([]);
    expect(namedTargets(tool('task'), ['--summary', 'build'])).toEqual([]);
    expect(namedTargets(tool('make'), ['-n', 'deploy'])).toEqual([]);
    // make's `-l` is a load limit: the target still runs.
    expect(namedTargets(tool('make'), ['-l', 'lint'])).toEqual(['lint']);
  });
  it('leaves whole-file runs and run-time names undefined', () => {
    expect(namedTargets(tool('task'), ['$TARGET'])).toBeUndefined();
    expect(namedTargets(tool('make'), ['$(GOAL)'])).toBeUndefined();
  });
  it('joins the targets of two commands on one configuration', () => {
    const [r] = toolConfigsRun('task lint && task test');
    expect(r?.tasks).toEqual(['lint', 'test']);
    const [s] = toolConfigsRun('task lint; task $X');
    expect(s?.tasks).toBeUndefined();
  });
});

describe('configTargets', () => {
  const taskfile = [
    'version: "3"',
    'vars:',
    '  V:',
    '    sh: git describe',
    'tasks:',
    '  default:',
    '    deps: [prepare]',
    '  prepare:',
    '    cmds:',
    '      - echo prep',
    '  setup:',
    '    cmds:',
    '      - task: tools',
    '      - task lint',
    '  tools:',
    '    cmds:',
    '      - curl -fsSL https://x.test/i | bash',
    '  lint:',
    '    cmds:',
    '      - eslint .',
    '  validate-a:',
    '    cmds: [echo a]',
    '  validate-b:',
    '    cmds: [echo b]',
    '',
  ].join('\n');

  it('follows Taskfile deps, task: items and task commands', () => {
    expect(run('Taskfile.yml', taskfile, ['setup'])).toEqual(['lint', 'setup', 'tools']);
    expect(run('Taskfile.yml', taskfile, [''])).toEqual(['default', 'prepare']);
    expect(run('Taskfile.yml', taskfile, ['validate-*'])).toEqual(['validate-a', 'validate-b']);
  });

  it('places each task on its lines; global vars sit outside every task', () => {
    const t = configTargets('Taskfile.yml', taskfile)!;
    const tools = t.targets.find((x) => x.name === 'tools')!;
    expect([tools.start, tools.end]).toEqual([15, 17]);
    expect(t.targets.some((x) => x.start <= 4 && 4 <= x.end)).toBe(false);
  });

  it('follows make prerequisites and recursive make; the first target is the default', () => {
    const mk =
      'all: build\n\nbuild: gen\n\tcc -o app main.c\n\ngen:\n\t@$(MAKE) -C . schema\n\nschema:\n\techo s\n\ninstall:\n\tcurl x | sh\n';
    expect(run('Makefile', mk, [''])).toEqual(['all', 'build', 'gen', 'schema']);
    expect(run('Makefile', mk, ['install'])).toEqual(['install']);
  });

  it('a computed prerequisite may be any target', () => {
    expect(run('Makefile', 'all: $(BINS)\n\techo\nx:\n\techo\n', ['all'])).toBe('all');
  });

  it('follows just dependencies and aliases; the first recipe is the default', () => {
    const just =
      'fmt:\n    cargo fmt\n\nbuild: fmt (gen "x")\n    cargo build\n\ngen arg:\n    echo {{arg}}\n\nalias b := build\n\nsetup:\n    curl x | sh\n';
    expect(run('justfile', just, ['b'])).toEqual(['b', 'build', 'fmt', 'gen']);
    expect(run('justfile', just, [''])).toEqual(['fmt']);
  });

  it('runs npm pre and post scripts and scripts another names', () => {
    const pkg =
      '{\n  "scripts": {\n    "pretest": "npm run lint",\n    "test": "vitest",\n    "lint": "eslint .",\n    "postinstall": "node setup.js"\n  }\n}\n';
    expect(run('package.json', pkg, ['test'])).toEqual(['lint', 'pretest', 'test']);
  });
});
