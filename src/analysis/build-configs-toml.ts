import { configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { keyMatches, type TomlString, tomlStrings } from './toml-lines.js';

/**
 * Commands in TOML tool configurations, read as code units (src/analysis/build-files.ts) and followed from
 * the commands that run them (src/analysis/launch-configs-table.ts):
 * - pyproject.toml / hatch.toml: Hatch environment `scripts` and `pre-`/`post-install-commands`
 *   (`hatch run env:script`), PDM, Rye and Poe the Poet scripts (`pdm run x`, `rye run x`, `poe x`);
 * - mise (`.mise.toml`, `mise.toml`, …): `[hooks]` (`postinstall` after `mise install`, `enter` on `cd`),
 *   `[tasks]` (`mise run x`), `[env] _.source` scripts and `{{ exec(command="…") }}` templates, which mise
 *   runs each time it loads the file;
 * - `.cargo/config.toml`: `build.rustc-wrapper` (runs for every compilation), `target.*.runner` (runs the
 *   built program), `target.*.linker`, and `[alias]` (cargo subcommands).
 * Values are read with the line reader of src/analysis/toml-lines.ts (the TOML parser is not loaded where
 * facts are extracted).
 */

type Pick = (s: TomlString) => string | undefined;

interface CommandTable {
  /** Key prefix (`*` matches one part). */
  key: readonly string[];
  label: string;
  /** The command a value stands for; default: the value. */
  as?: Pick;
  /** Strings of one key are one argv (`cmd = ["pytest", "-q"]`), not one command each. */
  argv?: boolean;
}

/** A key ending in one of `names` (`run`, `cmd`, `shell`), or the key itself when `bare`. */
const ending =
  (depth: number, names: readonly string[]): Pick =>
  (s) =>
    s.key.length === depth || (s.key.length === depth + 1 && names.includes(s.key[depth]!))
      ? s.value
      : undefined;

const PYPROJECT: readonly CommandTable[] = [
  { key: ['tool', 'hatch', 'envs', '*', 'scripts'], label: 'Hatch script' },
  { key: ['tool', 'hatch', 'envs', '*', 'pre-install-commands'], label: 'Hatch pre-install command' },
  { key: ['tool', 'hatch', 'envs', '*', 'post-install-commands'], label: 'Hatch post-install command' },
  { key: ['envs', '*', 'scripts'], label: 'Hatch script' },
  { key: ['envs', '*', 'pre-install-commands'], label: 'Hatch pre-install command' },
  { key: ['envs', '*', 'post-install-commands'], label: 'Hatch post-install command' },
  { key: ['tool', 'pdm', 'scripts'], label: 'PDM script', as: ending(4, ['cmd', 'shell']), argv: true },
  { key: ['tool', 'rye', 'scripts'], label: 'Rye script', as: ending(4, ['cmd']), argv: true },
  { key: ['tool', 'poe', 'tasks'], label: 'Poe task', as: ending(4, ['cmd', 'shell']), argv: true },
];

/** The `{{ exec(command="…") }}` of a mise template: the command it runs when the file is loaded. */
const miseExec: Pick = (s) =>
  /\bexec\([ \t]{0,4}command[ \t]{0,4}=[ \t]{0,4}(["'])(.{1,2000}?)\1/.exec(s.value)?.[2];

const MISE: readonly CommandTable[] = [
  { key: ['hooks'], label: 'mise hook', as: ending(2, ['script', 'run']) },
  { key: ['tasks'], label: 'mise task', as: ending(2, ['run']) },
  { key: ['env', '_', 'source'], label: 'mise env source', as: (s) => `. ${s.value}` },
  { key: ['env'], label: 'mise env template', as: miseExec },
];

/** A relative program path of a Cargo configuration is relative to the folder holding `.cargo/`. */
const cargoProgram: Pick = (s) =>
  /^[^/$~][^\s]{0,500}\/|^\.\//.test(s.value) ? `../${s.value.replace(/^\.\//, '')}` : s.value;

const CARGO_CONFIG: readonly CommandTable[] = [
  { key: ['build', 'rustc-wrapper'], label: 'Cargo rustc-wrapper', as: cargoProgram, argv: true },
  { key: ['build', 'rustc-workspace-wrapper'], label: 'Cargo rustc-wrapper', as: cargoProgram, argv: true },
  { key: ['build', 'rustc'], label: 'Cargo rustc', as: cargoProgram, argv: true },
  { key: ['build', 'rustdoc'], label: 'Cargo rustdoc', as: cargoProgram, argv: true },
  { key: ['target', '*', 'runner'], label: 'Cargo target runner', as: cargoProgram, argv: true },
  { key: ['target', '*', 'linker'], label: 'Cargo linker', as: cargoProgram, argv: true },
  { key: ['host', 'linker'], label: 'Cargo linker', as: cargoProgram, argv: true },
  { key: ['alias'], label: 'Cargo alias', as: (s) => `cargo ${s.value}`, argv: true },
];

/** The units of the strings under `tables`, the first table that claims a string. */
function commandUnits(text: string, lines: LineMap, tables: readonly CommandTable[]): UnitSpec[] {
  const out: UnitSpec[] = [];
  const argvs = new Map<string, { words: string[]; first: TomlString; label: string }>();
  for (const s of tomlStrings(text)) {
    if (out.length >= MAX_UNITS) break;
    const t = tables.find((c) => keyMatches(s.key, c.key));
    if (!t) continue;
    const code = t.as ? t.as(s) : s.value;
    if (code === undefined || code.trim() === '') continue;
    if (t.argv) {
      // One key's strings together: an array is one argv, a string a whole command.
      const id = s.key.join('\u0000');
      const prior = argvs.get(id);
      if (prior) prior.words.push(s.value);
      else argvs.set(id, { words: [code], first: s, label: t.label });
      continue;
    }
    out.push(unitAt(code, s, lines, `${t.label} '${s.key.slice(-1)[0]!.slice(0, 60)}'`));
  }
  for (const a of argvs.values())
    if (out.length < MAX_UNITS) out.push(unitAt(a.words.join(' '), a.first, lines, a.label));
  return out;
}

function unitAt(code: string, s: TomlString, lines: LineMap, label: string): UnitSpec {
  if (s.exact && code === s.value) return configUnit(code, { base: s.start }, label);
  return configUnit(code, { region: lines.region(s.start, s.start + Math.min(s.value.length, 200)) }, label);
}

export const pyprojectScripts = (text: string, lines: LineMap): UnitSpec[] => [
  ...commandUnits(text, lines, PYPROJECT),
  ...buildRequirementUnits(text, lines),
];

/** `name @ URL` (PEP 508 direct reference) or a bare URL, over https or git. */
const DIRECT_REF =
  /^[ \t]{0,8}(?:([A-Za-z0-9][\w.-]{0,100})[ \t]{0,8}(?:\[[^\]]{0,200}\])?[ \t]{0,8}@[ \t]{0,8})?((?:git\+)?https?:\/\/[^\s;]{1,1000})/;

/** A distribution name or module as pip and Python compare them. */
const normalName = (n: string): string => n.toLowerCase().replace(/[-_.]+/g, '_');

/**
 * `[build-system] requires` items given as a direct URL: pip (and `python -m build`, uv) downloads each into
 * the isolated build environment when it builds the project (`pip install .`/`-e .`) and imports the
 * `build-backend` from there, so the requirement that provides the backend is code the build runs, and an
 * sdist among them is built (its `setup.py` run). Written out as the commands that amount to it —
 * downloaded, unpacked and run — at the requirement's line; a `#sha256=` fragment pins what is run (checked
 * as `sha256sum -c`). Requirements by name come from the index and are supply-chain-redirect's concern.
 */
function buildRequirementUnits(text: string, lines: LineMap): UnitSpec[] {
  const reqs: TomlString[] = [];
  let backend = '';
  for (const s of tomlStrings(text)) {
    const k = s.key.join('.');
    if (k === 'build-system.requires' && reqs.length < 32) reqs.push(s);
    else if (k === 'build-system.build-backend') backend = s.value.split(':')[0]!.trim();
  }
  const out: UnitSpec[] = [];
  for (const s of reqs) {
    const m = DIRECT_REF.exec(s.value);
    if (!m) continue;
    const [url, hash] = m[2]!.split(/#(?:sha256=)?/, 2) as [string, string | undefined];
    const file = url.split(/[/?]/).filter(Boolean).pop() ?? 'requirement';
    const name = m[1] ?? file.split(/[-_]\d/)[0] ?? 'requirement';
    const isBackend = backend !== '' && normalName(name) === normalName(backend.split('.')[0]!);
    const sdist = /\.(?:tar\.gz|tgz|zip)$/i.test(url) && !url.startsWith('git+');
    if (!isBackend && !sdist && !url.startsWith('git+')) continue;
    const dir = `/tmp/pep517/${normalName(name)}`;
    const entry = isBackend ? `${dir}/${backend.replace(/\./g, '/')}.py` : `${dir}/setup.py`;
    const fetch = url.startsWith('git+')
      ? `git clone --depth 1 '${url.slice(4).replace(/@[^/@]{1,200}$/, '')}' ${dir}`
      : `curl -fsSL '${url}' -o ${dir}.pkg${
          hash && /^[0-9a-f]{64}$/i.test(hash) ? ` && echo '${hash}  ${dir}.pkg' | sha256sum -c -` : ''
        } && ${sdist ? `mkdir -p ${dir} && tar -xzf ${dir}.pkg -C ${dir}` : `unzip -q -o ${dir}.pkg -d ${dir}`}`;
    const label = `build requirement '${name.slice(0, 60)}' from a URL (${isBackend ? 'the build backend, imported' : 'built'} when pip builds the project)`;
    out.push(
      configUnit(
        `${fetch} && python3 ${entry}`,
        { region: lines.region(s.start, s.start + Math.min(s.value.length, 300)) },
        label,
      ),
    );
    if (out.length >= 8) break;
  }
  return out;
}
export const miseCommands = (text: string, lines: LineMap): UnitSpec[] => commandUnits(text, lines, MISE);
export const cargoConfigCommands = (text: string, lines: LineMap): UnitSpec[] =>
  commandUnits(text, lines, CARGO_CONFIG);
