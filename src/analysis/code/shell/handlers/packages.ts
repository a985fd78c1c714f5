import type { InstallSource, Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import { lookalikeOf } from '../../../package-lookalikes.js';
import { NPM_REGISTRY_TARGETS } from '../../../registry-commands.js';
import { literal, tainted } from '../../values.js';
import type { Assign, Cmd, Handler } from '../cmd.js';
import { has, type Parsed, parseOpts, valueOfOpt, valuesOfOpt } from '../options.js';
import type { ShellState, Word } from '../state.js';
import { launchMcp } from './agents.js';
import { runCode } from './exec.js';
import { startupOption } from './npm-startup.js';

/**
 * Package installs and the settings that redirect them. One `install` fact per package spec, with its
 * source (registry, URL, git, local path, or a custom index given on the command line) and whether it
 * is pinned. Pinned means an exact version (`pkg@1.2.3`, `pkg==1.2.3`, `go install x@v1.2.3`, `gem -v
 * 1.2.3`, `cargo install --version =1.2.3`) or a lockfile install that refuses to drift (`npm ci`,
 * `pnpm install --frozen-lockfile`, `yarn install --immutable`/`--frozen-lockfile`, `bun install
 * --frozen-lockfile`, `uv sync --locked`/`--frozen`, `pip install --require-hashes -r FILE`). A
 * requirements file is not read, so `pip install -r requirements.txt` is unpinned unless hashes are
 * required. `npx`/`bunx`/`pnpm dlx`/`yarn dlx`/`uvx`/`pipx run` fetch and run in one step (`runs`).
 */

export interface Spec {
  word: Word;
  spec: string;
  source: InstallSource;
  pinned: boolean;
}

export function emitInstall(st: ShellState, cmd: Cmd, manager: string, specs: Spec[], runs: boolean): void {
  for (const s of specs.slice(0, 32)) {
    // Named where the spec is parsed: rules read the resemblance, not the command text.
    const lookalike = lookalikeOf(manager, s.spec, s.source);
    const { source, pinned } = s;
    const fact = { kind: 'install', manager, spec: s.spec.slice(0, 200), source, pinned, runs } as const;
    st.emit(lookalike ? { ...fact, lookalike } : fact, cmd.start, cmd.end);
  }
}

export function config(
  st: ShellState,
  cmd: Cmd,
  setting: 'package-registry' | 'package-index' | 'proxy' | 'other',
  value: string,
): void {
  st.emit({ kind: 'config', setting, value: value.slice(0, 300) }, cmd.start, cmd.end);
}

export const EXACT_SEMVER = /^v?\d{1,9}\.\d{1,9}\.\d{1,9}(?:[-+][\w.-]{1,64})?$/;

function npmSource(t: string, customIndex: boolean): InstallSource {
  // A relative folder (`./server-filesystem`) before the `owner/repo` shorthand, which it also matches.
  if (/^(?:\.{1,2}\/|\/|~\/|file:)/.test(t)) return 'path';
  if (
    /^(?:git\+|git:|github:|gitlab:|bitbucket:)/i.test(t) ||
    (/^[\w.-]{1,100}\/[\w.-]{1,100}(?:#.{0,100})?$/.test(t) && !t.startsWith('@'))
  )
    return 'git';
  if (/^https?:\/\//i.test(t)) return 'url';
  if (/^(?:\.{1,2}\/|\/|~\/|file:)|\.tgz$/.test(t) || t === '.' || t === '..') return 'path';
  return customIndex ? 'custom-index' : 'registry';
}

function npmSpec(w: Word, customIndex: boolean): Spec {
  const t = w.v.text;
  const source = npmSource(t, customIndex);
  const at = t.lastIndexOf('@');
  const version = at > 0 ? t.slice(at + 1) : '';
  return {
    word: w,
    spec: t,
    source,
    pinned: (source === 'registry' || source === 'custom-index') && EXACT_SEMVER.test(version),
  };
}

const NPM_VALUE = [
  'registry',
  'prefix',
  'cache',
  'tag',
  'userconfig',
  'globalconfig',
  'workspace',
  'w',
  'omit',
  'include',
  'loglevel',
  'filter',
  'dir',
  'C',
  'package',
  'p',
  'call',
  'c',
  // `yarn --cwd DIR`, `bun add x --cwd DIR`: a folder, not a package (`apps/web` is no GitHub shorthand).
  'cwd',
  'proxy',
  'https-proxy',
  'cafile',
  'cert',
];

const PUBLISHES = NPM_REGISTRY_TARGETS;

/** npm, pnpm, yarn, bun: install/add/ci, `config set registry`, `--registry`, `exec`/`dlx`. */
function nodeManager(st: ShellState, cmd: Cmd): Value | undefined {
  const manager = cmd.name === 'bun-install' ? 'bun' : cmd.name;
  const args = cmd.argv.slice(1);
  const p = parseOpts(
    cmd.name === 'bun-install' ? [{ ...cmd.argv[0]!, v: { ...cmd.argv[0]!.v, text: 'add' } }, ...args] : args,
    { short: 'wCpc', long: NPM_VALUE },
  );
  const [sub, ...rest] = p.operands;
  const registry = valueOfOpt(p, '--registry');
  const s = sub?.v.text ?? '';
  // `publish --registry URL` uploads the package (the project's files) there; it changes where nothing
  // is installed from. `login`/`adduser` send the credentials typed. Neither is a registry switch.
  if (registry && PUBLISHES.has(s)) {
    const data =
      s === 'publish'
        ? tainted(literal('the package built from the project folder'), 'file', {
            from: `${manager} publish`,
          })
        : literal('');
    st.emit(
      { kind: 'send', endpoint: endpointOf(registry.v.text, st.unit.hosts), channel: 'http', data },
      cmd.start,
      cmd.end,
    );
    return undefined;
  }
  if (registry) config(st, cmd, 'package-registry', registry.v.text);
  if (s === 'config' && rest[0]?.v.text !== 'set') return undefined;
  if ((s === 'config' || s === 'set') && rest.length) {
    const kv = s === 'set' ? rest : rest.slice(1);
    const key = kv[0]?.v.text ?? '';
    const [k, inlineValue] = key.includes('=')
      ? [key.slice(0, key.indexOf('=')), key.slice(key.indexOf('=') + 1)]
      : [key, kv[1]?.v.text ?? ''];
    if (/(?:^|:)registry$|^npmRegistryServer$/i.test(k)) config(st, cmd, 'package-registry', inlineValue);
    else if (/^(?:https?-)?proxy$/i.test(k)) config(st, cmd, 'proxy', inlineValue);
    else if (/^strict-ssl$/i.test(k) && inlineValue === 'false')
      config(st, cmd, 'other', `${k}=${inlineValue}`);
    else if (/^(?:node-options|script-shell)$/i.test(k)) startupOption(st, cmd, k);
    return undefined;
  }
  // `npm exec`/`npm x` fetch a missing package; `pnpm exec` and `yarn exec` run local binaries only.
  if (s === 'dlx' || ((s === 'exec' || s === 'x') && manager === 'npm'))
    return npx(st, { ...cmd, argv: [cmd.argv[0]!, ...rest] }, `${manager} ${s}`);
  if (manager === 'yarn' && s === 'global') return nodeManager(st, { ...cmd, argv: [cmd.argv[0]!, ...rest] });
  const installs = ['install', 'i', 'add', 'ci', 'isntall', 'in', 'ins', 'inst', 'insta', 'instal'];
  if (!installs.includes(s) && !(manager === 'yarn' && s === '')) return undefined;
  const specs = rest.map((w) => npmSpec(w, registry !== undefined));
  if (specs.length === 0) {
    const locked = s === 'ci' || has(p, '--frozen-lockfile', '--immutable', '--ci');
    specs.push({
      word: sub ?? cmd.argv[0]!,
      spec: '(project dependencies)',
      source: registry ? 'custom-index' : 'registry',
      pinned: locked,
    });
  }
  emitInstall(st, cmd, manager, specs, false);
  return undefined;
}

/** npx / bunx / pnpx / `npm exec` / `pnpm dlx`: the first operand (or `-p`) is fetched and run. */
function npx(st: ShellState, cmd: Cmd, manager = cmd.name): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'pc',
    long: ['package', 'call', 'registry'],
    stopAtOperand: true,
  });
  const pkgs = valuesOfOpt(p, '-p', '--package');
  const registry = valueOfOpt(p, '--registry');
  if (registry) config(st, cmd, 'package-registry', registry.v.text);
  const target = pkgs[0] ?? p.operands[0];
  if (!target) return undefined;
  const spec = npmSpec(target, registry !== undefined);
  emitInstall(st, cmd, manager, [spec, ...pkgs.slice(1).map((w) => npmSpec(w, false))], true);
  launchMcp(st, cmd, target.v.text, p.operands.slice(pkgs.length ? 0 : 1));
  return undefined;
}

function simpleInstall(
  st: ShellState,
  cmd: Cmd,
  p: Parsed,
  manager: string,
  specWords: Word[],
  sourceOf: (t: string) => InstallSource,
  pinnedAll: boolean,
): void {
  emitInstall(
    st,
    cmd,
    manager,
    specWords.map((w) => ({ word: w, spec: w.v.text, source: sourceOf(w.v.text), pinned: pinnedAll })),
    false,
  );
  void p;
}

function gem(st: ShellState, cmd: Cmd): Value | undefined {
  if (cmd.argv[1]?.v.text !== 'install') return undefined;
  const p = parseOpts(cmd.argv.slice(2), {
    short: 'vsin',
    long: ['version', 'source', 'install-dir', 'bindir', 'clear-sources'],
  });
  const source = valueOfOpt(p, '-s', '--source');
  if (source) config(st, cmd, 'package-registry', source.v.text);
  const version = valueOfOpt(p, '-v', '--version')?.v.text ?? '';
  simpleInstall(
    st,
    cmd,
    p,
    'gem',
    p.operands,
    (t) => (/\.gem$/.test(t) ? 'path' : source ? 'custom-index' : 'registry'),
    EXACT_SEMVER.test(version),
  );
  return undefined;
}

function cargo(st: ShellState, cmd: Cmd): Value | undefined {
  if (cmd.argv[1]?.v.text !== 'install') return undefined;
  const p = parseOpts(cmd.argv.slice(2), {
    long: [
      'version',
      'git',
      'path',
      'registry',
      'index',
      'branch',
      'tag',
      'rev',
      'root',
      'features',
      'bin',
      'target',
    ],
  });
  const git = valueOfOpt(p, '--git');
  const path = valueOfOpt(p, '--path');
  const index = valueOfOpt(p, '--index', '--registry');
  if (index) config(st, cmd, 'package-registry', index.v.text);
  const version = valueOfOpt(p, '--version')?.v.text.replace(/^=/, '') ?? '';
  const pinned =
    EXACT_SEMVER.test(version) || has(p, '--rev') || (has(p, '--locked') && EXACT_SEMVER.test(version));
  const words = p.operands.length ? p.operands : [git ?? path ?? cmd.argv[1]!];
  simpleInstall(
    st,
    cmd,
    p,
    'cargo',
    words,
    () => (git ? 'git' : path ? 'path' : index ? 'custom-index' : 'registry'),
    pinned,
  );
  return undefined;
}

/** A Go module path with a version: `host.tld/path@v1.2.3` (a local package is `./x`, a standard one has no dot). */
const GO_MODULE_AT = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}(?:\/[\w.~-]{1,128}){1,16}@[\w.+-]{1,80}$/i;

/**
 * Settings that make `go run mod@version` fetch straight from the module's own host: no module proxy
 * (`GOPROXY=direct`), no checksum database (`GONOSUMDB`, `GOFLAGS=-insecure`, `GOSUMDB=off`), both at once
 * (`GOPRIVATE`, the default of GONOPROXY and GONOSUMDB), plain or unverified transport (`GOINSECURE`). Set on
 * the command (`env GOPROXY=direct go run …`), before it, or in a launch point's `env`.
 */
function goFetchesDirect(st: ShellState, cmd: Cmd): boolean {
  const value = (name: string) =>
    cmd.assigns?.find((a) => a.name === name)?.value.text ?? st.vars.get(name)?.text ?? '';
  return (
    /^(?:direct|off)$/.test(value('GOPROXY').trim()) ||
    value('GOINSECURE') !== '' ||
    value('GONOSUMDB') !== '' ||
    value('GOPRIVATE') !== '' ||
    value('GOSUMDB') === 'off' ||
    /-insecure/.test(value('GOFLAGS'))
  );
}

/**
 * `go run module@version` builds and runs a module it fetches: an install that runs (like `npx pkg@1.2.3`)
 * through the module proxy and its checksum database, or a download-and-run from the module's own host
 * when the command switches them off.
 */
function goRun(st: ShellState, cmd: Cmd): void {
  const p = parseOpts(cmd.argv.slice(2), { stopAtOperand: true });
  const w = p.operands[0];
  const t = w?.v.text ?? '';
  if (!w || !GO_MODULE_AT.test(t)) return;
  const version = t.slice(t.lastIndexOf('@') + 1);
  emitInstall(
    st,
    cmd,
    'go',
    [{ word: w, spec: t, source: 'registry', pinned: EXACT_SEMVER.test(version) }],
    true,
  );
  if (!goFetchesDirect(st, cmd)) return;
  const url = `https://${t.slice(0, t.lastIndexOf('@'))}`;
  const endpoint = endpointOf(url, st.unit.hosts);
  st.emit({ kind: 'fetch', endpoint, tool: 'go' }, cmd.start, cmd.end);
  const code: Value = { text: `$(go run ${t})`, literal: false, taints: ['download'], from: url };
  runCode(st, undefined, 'go run', code, { start: cmd.start, end: cmd.end }, { endpoint });
}

function goTool(st: ShellState, cmd: Cmd): Value | undefined {
  const sub = cmd.argv[1]?.v.text;
  if (sub === 'run') goRun(st, cmd);
  if (sub !== 'install' && sub !== 'get') return undefined;
  const p = parseOpts(cmd.argv.slice(2), {});
  for (const w of p.operands.slice(0, 32)) {
    const t = w.v.text;
    const version = t.includes('@') ? t.slice(t.lastIndexOf('@') + 1) : '';
    const source: InstallSource = /^\.{1,2}(?:\/|$)/.test(t) ? 'path' : 'registry';
    emitInstall(st, cmd, 'go', [{ word: w, spec: t, source, pinned: EXACT_SEMVER.test(version) }], false);
  }
  return undefined;
}

function brew(st: ShellState, cmd: Cmd): Value | undefined {
  const sub = cmd.argv[1]?.v.text;
  if (sub === 'tap' && cmd.argv[3])
    config(st, cmd, 'package-registry', `${cmd.argv[2]?.v.text ?? ''} ${cmd.argv[3].v.text}`);
  if (sub !== 'install' && sub !== 'reinstall') return undefined;
  const p = parseOpts(cmd.argv.slice(2), {});
  simpleInstall(
    st,
    cmd,
    p,
    'brew',
    p.operands,
    (t) => (/^https?:\/\//.test(t) ? 'url' : /\.rb$/.test(t) ? 'path' : 'registry'),
    false,
  );
  return undefined;
}

const ENV_CONFIG: Array<[RegExp, 'package-registry' | 'package-index' | 'proxy' | 'other']> = [
  [
    /^(?:PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|PIP_FIND_LINKS|UV_INDEX_URL|UV_EXTRA_INDEX_URL|UV_INDEX|UV_DEFAULT_INDEX|POETRY_REPOSITORIES_\w{1,64}_URL)$/,
    'package-index',
  ],
  [
    /^(?:NPM_CONFIG_REGISTRY|npm_config_registry|YARN_REGISTRY|YARN_NPM_REGISTRY_SERVER|BUN_CONFIG_REGISTRY|GOPROXY|CARGO_REGISTRIES_\w{1,64}_INDEX|GEM_SOURCE|PNPM_REGISTRY)$/,
    'package-registry',
  ],
  [/^(?:HTTPS?_PROXY|https?_proxy|ALL_PROXY|all_proxy)$/, 'proxy'],
  [
    /^(?:NODE_TLS_REJECT_UNAUTHORIZED|PIP_TRUSTED_HOST|GONOSUMDB|GONOSUMCHECK|GOINSECURE|GOFLAGS|GIT_SSL_NO_VERIFY|npm_config_strict_ssl)$/,
    'other',
  ],
];

/** `PIP_INDEX_URL=…`, `export NPM_CONFIG_REGISTRY=…`, `GOPROXY=…`: installs that follow use that source. */
export function configFromAssignment(st: ShellState, a: Assign): void {
  for (const [re, setting] of ENV_CONFIG) {
    if (!re.test(a.name)) continue;
    if (setting === 'other' && a.name === 'GOFLAGS' && !/-insecure/.test(a.value.text)) return;
    if (setting === 'other' && a.name === 'NODE_TLS_REJECT_UNAUTHORIZED' && a.value.text.trim() !== '0')
      return;
    st.emit({ kind: 'config', setting, value: `${a.name}=${a.value.text}`.slice(0, 300) }, a.start, a.end);
    return;
  }
}

export const PACKAGE_HANDLERS: Array<[string, Handler]> = [
  ['npm', nodeManager],
  ['pnpm', nodeManager],
  ['yarn', nodeManager],
  ['bun-install', nodeManager],
  ['npx', (st, cmd) => npx(st, cmd)],
  ['bunx', (st, cmd) => npx(st, cmd)],
  ['pnpx', (st, cmd) => npx(st, cmd)],
  ['gem', gem],
  ['cargo', cargo],
  ['go', goTool],
  ['brew', brew],
];

export type { Value };
