import type { InstallSource, Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import type { Cmd, Handler } from '../cmd.js';
import { has, parseOpts, valueOfOpt, valuesOfOpt } from '../options.js';
import type { ShellState, Word } from '../state.js';
import { launchMcp } from './agents.js';
import { runCode } from './exec.js';
import { downloadValue } from './http.js';
import { config, emitInstall, type Spec } from './packages.js';

/**
 * Python package managers: pip/pip3 (and `python -m pip`), uv (`pip install`, `add`, `tool install`,
 * `sync`, `run --with`), uvx / `uv tool run`, pipx. Pinning rules are those of ./packages.ts.
 */

function pySource(t: string, customIndex: boolean): InstallSource {
  if (/^git\+|^[\w.-]{1,100} ?@ ?git\+/i.test(t)) return 'git';
  if (/^https?:\/\/|@ ?https?:\/\//i.test(t)) return 'url';
  if (/^(?:\.{1,2}(?:\/|$)|\/|~\/|file:)|\.(?:whl|tar\.gz|zip)$/i.test(t)) return 'path';
  return customIndex ? 'custom-index' : 'registry';
}

const PIP_VALUE = [
  'requirement',
  'r',
  'constraint',
  'c',
  'editable',
  'e',
  'index-url',
  'i',
  'extra-index-url',
  'find-links',
  'f',
  'target',
  't',
  'trusted-host',
  'prefix',
  'root',
  'python',
  'platform',
  'only-binary',
  'no-binary',
  'with',
  'from',
  'index',
  'default-index',
  // Options whose value is no package (`--proxy http://proxy:8080` goes to the same index).
  'proxy',
  'cert',
  'client-cert',
  'cache-dir',
  'log',
  'src',
  'timeout',
  'retries',
  'upgrade-strategy',
  'progress-bar',
  'config-settings',
  'global-option',
  'python-version',
  'implementation',
  'abi',
];

/** pip install / uv pip install / uv add / pipx install: specs, `-r`, `-e`, custom indexes. */
function pipInstall(st: ShellState, cmd: Cmd, manager: string, words: Word[], runs: boolean): void {
  const p = parseOpts(words, { short: 'rceitf', long: PIP_VALUE });
  const indexes = [
    ...valuesOfOpt(p, '-i', '--index-url', '--default-index', '--index'),
    ...valuesOfOpt(p, '--extra-index-url', '-f', '--find-links'),
  ];
  for (const w of indexes) config(st, cmd, 'package-index', w.v.text);
  const custom = indexes.length > 0;
  const hashes = has(p, '--require-hashes');
  const specs: Spec[] = [];
  for (const r of valuesOfOpt(p, '-r', '--requirement'))
    specs.push({
      word: r,
      spec: `-r ${r.v.text}`,
      source: custom ? 'custom-index' : 'registry',
      pinned: hashes,
    });
  for (const e of valuesOfOpt(p, '-e', '--editable'))
    specs.push({
      word: e,
      spec: `-e ${e.v.text}`,
      source: pySource(e.v.text, custom) === 'registry' ? 'path' : pySource(e.v.text, custom),
      pinned: false,
    });
  for (const w of p.operands) {
    const t = w.v.text;
    const source = pySource(t, custom);
    specs.push({
      word: w,
      spec: t,
      source,
      pinned: hashes || (/^[\w.[\]-]{1,100}===?[\w.+!-]{1,64}$/.test(t) && !t.includes('*')),
    });
  }
  emitInstall(st, cmd, manager, specs, runs);
}

function pip(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const subAt = args.findIndex((w) => !w.v.text.startsWith('-'));
  const sub = args[subAt]?.v.text;
  if (sub === 'install' || sub === 'download') pipInstall(st, cmd, 'pip', args.slice(subAt + 1), false);
  else if (sub === 'config') {
    // `pip config [--user|--global|--site] set KEY VALUE`: the scope options may come before `set`.
    const ops = args.slice(subAt + 1).filter((w) => !w.v.text.startsWith('-'));
    if (ops[0]?.v.text !== 'set') return undefined;
    const key = ops[1]?.v.text ?? '';
    const value = ops[2]?.v.text ?? '';
    if (/index-url|find-links/.test(key)) config(st, cmd, 'package-index', value);
    else if (/trusted-host|proxy/.test(key))
      config(st, cmd, /proxy/.test(key) ? 'proxy' : 'other', `${key}=${value}`);
  }
  return undefined;
}

function uv(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const sub = args[0]?.v.text;
  const sub2 = args[1]?.v.text;
  if (sub === 'pip' && (sub2 === 'install' || sub2 === 'sync'))
    pipInstall(st, cmd, 'uv', args.slice(2), false);
  else if (sub === 'add') pipInstall(st, cmd, 'uv', args.slice(1), false);
  else if (sub === 'tool' && sub2 === 'install') pipInstall(st, cmd, 'uv', args.slice(2), false);
  else if (sub === 'tool' && sub2 === 'run')
    return uvx(st, { ...cmd, argv: [cmd.argv[0]!, ...args.slice(2)] });
  else if (sub === 'sync') {
    const locked = args.some((w) => w.v.text === '--locked' || w.v.text === '--frozen');
    emitInstall(
      st,
      cmd,
      'uv',
      [{ word: args[0]!, spec: '(project dependencies)', source: 'registry', pinned: locked }],
      false,
    );
  } else if (sub === 'run') {
    const p = parseOpts(args.slice(1), { long: ['with', 'index', 'python', 'from'], stopAtOperand: true });
    for (const w of valuesOfOpt(p, '--with'))
      emitInstall(
        st,
        cmd,
        'uv',
        [{ word: w, spec: w.v.text, source: pySource(w.v.text, false), pinned: /==/.test(w.v.text) }],
        true,
      );
    runScriptUrl(st, cmd, p.operands[0]);
  }
  return undefined;
}

/**
 * `uv run https://…/tool.py`: uv downloads the script at that address and runs it with Python (a script
 * operand, not a package) — download and run in one word.
 */
function runScriptUrl(st: ShellState, cmd: Cmd, script: Word | undefined): void {
  if (!script || !/^https?:\/\//i.test(script.v.text)) return;
  runCode(
    st,
    'python',
    'uv run',
    downloadValue('uv', script),
    { start: cmd.start, end: cmd.end },
    {
      always: true,
      endpoint: endpointOf(script.v.text, st.unit.hosts),
    },
  );
}

function uvx(st: ShellState, cmd: Cmd, manager = 'uvx'): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    long: ['from', 'with', 'index', 'index-url', 'extra-index-url', 'python', 'default-index'],
    stopAtOperand: true,
  });
  const indexes = valuesOfOpt(p, '--index', '--index-url', '--extra-index-url', '--default-index');
  for (const w of indexes) config(st, cmd, 'package-index', w.v.text);
  const from = valueOfOpt(p, '--from');
  const target = from ?? p.operands[0];
  if (!target) return undefined;
  const t = target.v.text;
  const source = pySource(t, indexes.length > 0);
  emitInstall(st, cmd, manager, [{ word: target, spec: t, source, pinned: /==|@\d/.test(t) }], true);
  // `--with PKG` installs more distributions into the same environment and runs them with the tool (a wheel
  // URL, a git URL, a package name), as `uv run --with` does.
  for (const w of valuesOfOpt(p, '--with'))
    emitInstall(
      st,
      cmd,
      manager,
      [
        {
          word: w,
          spec: w.v.text,
          source: pySource(w.v.text, indexes.length > 0),
          pinned: /==/.test(w.v.text),
        },
      ],
      true,
    );
  launchMcp(st, cmd, t, p.operands.slice(1));
  return undefined;
}

function pipx(st: ShellState, cmd: Cmd): Value | undefined {
  const sub = cmd.argv[1]?.v.text;
  if (sub === 'install' || sub === 'inject')
    pipInstall(st, cmd, 'pipx', cmd.argv.slice(sub === 'inject' ? 3 : 2), false);
  else if (sub === 'run') return uvx(st, { ...cmd, argv: [cmd.argv[0]!, ...cmd.argv.slice(2)] }, 'pipx');
  return undefined;
}

export const PYTHON_PACKAGE_HANDLERS: Array<[string, Handler]> = [
  ['pip', pip],
  ['pip3', pip],
  ['uv', uv],
  ['uvx', (st, cmd) => uvx(st, cmd)],
  ['pipx', pipx],
];
