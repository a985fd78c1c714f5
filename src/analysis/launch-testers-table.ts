import { goPackages } from './launch-tool-args.js';
import type { LaunchTool } from './launch-tool-type.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * More rows of the launch-tool table (src/analysis/launch-tool-table.ts): test runners whose ordinary
 * command runs files the command never names. `node --test` with no file runs every file its default
 * patterns match (a "sample" under `test/fixtures/` included), `go test` builds and runs the `_test.go`
 * files of the packages named, `cargo test` runs the library's documentation examples. The files are reached as code the command runs, graded by whoever runs it (a hook,
 * the agent told to, a package script). Where the code sits in documentation — a docstring's `>>>` lines,
 * a Markdown page pytest's `--doctest-glob` collects, a rustdoc fence — the file's facts are read with
 * those examples as code (src/analysis/pytest-doctests.ts, rustdoc-tests.ts). Data only; the matching is
 * src/analysis/launch-tools.ts. These rows come first in the table: their heads look ahead for the
 * subcommand, and the first tool at a place wins (`go generate`'s head is the bare `go`).
 */

const JS = '{js,mjs,cjs}';

/**
 * What `node --test` runs when no file is named (Node's test runner documentation, "Running tests from
 * the command line", the same patterns from Node 21 to 24; Node 20 runs the same files by the naming
 * convention it describes): every `.js`/`.mjs`/`.cjs` file under a `test` folder, and test-named files
 * anywhere. node_modules is skipped (so is every tool's: src/model/pattern-refs.ts).
 */
export const NODE_TEST_DEFAULTS: readonly string[] = [
  `**/*.test.${JS}`,
  `**/*-test.${JS}`,
  `**/*_test.${JS}`,
  `**/test-*.${JS}`,
  `**/test.${JS}`,
  `**/test/**/*.${JS}`,
];

/** `node --test [FILES|GLOBS|DIRS]`: those named, or the defaults; a folder is searched for any script. */
function nodeTestFiles(_rest: readonly string[], all: readonly string[]): string[] {
  if (all.length === 0) return [...NODE_TEST_DEFAULTS];
  return all
    .filter((a) => !/^[/~$]|^[A-Za-z]:/.test(a))
    .slice(0, 8)
    .map((a) => {
      const p = withoutTrailingSlashes(a.replace(/^\.\//, ''));
      return /\.[cm]?[jt]s$|\*/.test(p) ? p : `${p}/**/*.${JS}`;
    });
}

/** The configuration files Mocha reads on every run (launch-configs-refs.ts follows their `require` and `spec`). */
export const MOCHA_CONFIGS: readonly string[] = [
  '.mocharc.yml',
  '.mocharc.yaml',
  '.mocharc.json',
  '.mocharc.jsonc',
  '.mocharc.js',
  '.mocharc.cjs',
  '.mocharc.mjs',
];

/** Mocha's options that take a value (so `--reporter dot` names no spec). */
export const MOCHA_VALUE_OPTIONS: readonly string[] = [
  '-R',
  '--reporter',
  '-O',
  '--reporter-option',
  '--reporter-options',
  '-u',
  '--ui',
  '-t',
  '--timeout',
  '-s',
  '--slow',
  '-g',
  '--grep',
  '-f',
  '--fgrep',
  '-r',
  '--require',
  '--extension',
  '--ignore',
  '--exclude',
  '--file',
  '--spec',
  '--package',
  '--retries',
  '-j',
  '--jobs',
  '-n',
  '--node-option',
];

/**
 * What `mocha [spec…]` runs (Mocha's documentation, "Command-line usage" and "The test directory"): its
 * configuration, then each spec — a file, a glob, or a folder whose `.js`/`.cjs`/`.mjs` files (and those of
 * its subfolders with `--recursive`) are loaded as test modules, top-level code and all; `--spec X` adds
 * one, `--file X` loads X first. With none named, the spec of `.mocharc.*` (followed from the config:
 * launch-configs-refs.ts) or the default `./test/*.{js,cjs,mjs}`.
 */
export function mochaFiles(
  _rest: readonly string[],
  all: readonly string[],
  words: readonly string[],
): string[] {
  const recursive = words.includes('--recursive');
  const named = [...all];
  for (let i = 0; i + 1 < words.length && i < 64; i++)
    if (words[i] === '--spec' || words[i] === '--file') named.push(words[i + 1]!);
  const specs = named
    .filter((a) => !/^[/~$]|^[A-Za-z]:/.test(a))
    .slice(0, 8)
    .map((a) => {
      const p = withoutTrailingSlashes(a.replace(/^\.\//, ''));
      if (/\.[cm]?[jt]sx?$|\*/.test(p)) return p;
      return recursive ? `${p}/**/*.${JS}` : `${p}/*.${JS}`;
    });
  const tests = specs.length > 0 ? specs : [recursive ? `test/**/*.${JS}` : `test/*.${JS}`];
  return [...MOCHA_CONFIGS, ...tests];
}

/** `go test PKG…`: the `_test.go` files of the packages (the current one when none is named). */
function goTestFiles(args: readonly string[]): string[] {
  return goPackages(args).map((p) => p.replace(/\*\.go$/, '*_test.go'));
}

/** A subcommand word ending where a command word ends. */
const ENDS = '(?=[ \\t;&|)`]|$)';

export const TEST_RUNNER_LAUNCH_TOOLS: readonly LaunchTool[] = [
  // `node --test`, the flag before any file (a few other flags may come first: `--experimental-…`).
  {
    tool: 'node --test',
    head: `node(?=(?:[ \\t]{1,4}-[\\w=.:/-]{1,60}){0,6}[ \\t]{1,4}--test${ENDS})`,
    configs: [],
    valueOptions: [
      '-r',
      '--require',
      '--import',
      '--loader',
      '--experimental-loader',
      '--env-file',
      '--conditions',
      '-C',
      '--input-type',
      '--test-reporter',
      '--test-reporter-destination',
      '--test-name-pattern',
      '--test-skip-pattern',
      '--test-concurrency',
      '--test-timeout',
      '--test-shard',
      '--test-coverage-include',
      '--test-coverage-exclude',
      '--disable-warning',
    ],
    fromArgs: nodeTestFiles,
    tests: true,
  },
  // `go test` runs each package's Test functions and the Examples with an `// Output:` comment.
  {
    tool: 'go test',
    head: `go(?=[ \\t]{1,4}test${ENDS})`,
    runs: ['test'],
    configs: [],
    valueOptions: [
      '-C',
      '-exec',
      '-ldflags',
      '-gcflags',
      '-tags',
      '-mod',
      '-modfile',
      '-o',
      '-p',
      '-run',
      '-skip',
    ],
    fromArgs: goTestFiles,
    tests: true,
  },
  // `cargo test`: what `cargo` itself reads (the cargo row of launch-tool-table.ts: manifest, build script,
  // `.cargo/config.toml`), then the library's root when it holds a fenced example (rustdoc runs it). Unit
  // and integration tests are left to what the skill names: Rust is read only for its literals, and every
  // crate's sources would count against what the skill's closure lets us analyse.
  {
    tool: 'cargo test',
    head: `cargo(?=[ \\t]{1,4}(?:test|t)${ENDS})`,
    runs: ['test', 't'],
    configs: ['Cargo.toml', '.cargo/config.toml', '.cargo/config'],
    fileOptions: ['--manifest-path'],
    valueOptions: ['-p', '--package', '--target', '--features', '-F', '-j', '--jobs', '--profile', '--test'],
    program: { runs: ['test', 't'], files: ['src/lib.rs'], contains: '```' },
    tests: true,
  },
];
