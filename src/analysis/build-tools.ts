import { yamlDoc, yamlRegion } from './build-compose.js';
import { argvLine, configUnit, jsonShellUnit, MAX_UNITS, parseJson } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { Lang } from './facts.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';
import { workflowEnv, workflowScript } from './workflow-expressions.js';

/**
 * Configurations of build tools whose commands run when the tool does: Go's `//go:generate` directives,
 * Composer's `scripts`, GitHub Actions workflow `run:` steps (what `act` runs locally) and tox's
 * environment `commands`. Each command becomes a code unit placed like a shipped script.
 */

/**
 * `//go:generate` directives of a Go file (go.dev/cmd/go#hdr-Generate_Go_files_by_processing_source): each
 * is one command, split into words (double-quoted strings group) and run without a shell, so each word is
 * quoted to stay one word. `-command NAME …` defines an alias: its words run where NAME is used.
 */
export function goGenerateDirectives(text: string, lines: LineMap): UnitSpec[] | undefined {
  if (!text.includes('//go:generate')) return undefined;
  const out: UnitSpec[] = [];
  const aliases = new Map<string, string[]>();
  for (const m of text.matchAll(/^\/\/go:generate[ \t]{1,16}([^\n]{1,4000})$/gm)) {
    if (out.length >= MAX_UNITS) break;
    let words = [...m[1]!.matchAll(/"((?:[^"\\\n]|\\.){0,4000})"|[^ \t"\r]{1,4000}/g)].map((w) =>
      w[1] !== undefined ? w[1].replace(/\\(.)/g, '$1') : w[0],
    );
    if (words[0] === '-command' && words.length > 2) {
      aliases.set(words[1]!, words.slice(2));
      continue;
    }
    const alias = aliases.get(words[0] ?? '');
    if (alias) words = [...alias, ...words.slice(1)];
    const line = argvLine(words);
    if (line)
      out.push(
        configUnit(line, { region: lines.region(m.index, m.index + m[0].length) }, 'go:generate directive'),
      );
  }
  // The Go code itself, analysed as every Go file is (src/analysis/code/go/).
  out.push({ lang: 'go', text, origin: 'script', placement: 'script', base: 0 });
  return out;
}

/**
 * composer.json `scripts`: each event or named script is a command or a list of them. `@php FILE` and
 * `@composer ARGS` run PHP and Composer; `@other` runs another script (read on its own); a
 * `Vendor\Class::method` callback runs PHP code of the project (its file, found through `autoload.psr-4`, is
 * reached by the reference graph: src/analysis/launch-refs.ts), not a shell command.
 */
export function composerScripts(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  const scripts = isRecord(data) && isRecord(data.scripts) ? data.scripts : undefined;
  if (!scripts) return [];
  const out: UnitSpec[] = [];
  for (const [name, v] of Object.entries(scripts).slice(0, MAX_UNITS)) {
    const items = typeof v === 'string' ? [v] : Array.isArray(v) ? v.slice(0, 50) : [];
    for (const item of items) {
      if (typeof item !== 'string' || out.length >= MAX_UNITS) continue;
      const cmd = item.trim();
      if (cmd === '' || /^@(?!php\b|composer\b)/.test(cmd) || COMPOSER_CALLBACK.test(cmd)) continue;
      const code = cmd.replace(/^@(php|composer)\b/, '$1');
      out.push(jsonShellUnit(text, lines, code, item, `composer script '${name.slice(0, 60)}'`));
    }
  }
  return out;
}

/** A Composer class callback: `Vendor\Package\Class::method`. */
export const COMPOSER_CALLBACK = /^\\?[A-Za-z_]\w{0,100}(?:\\[A-Za-z_]\w{0,100}){0,16}::[A-Za-z_]\w{0,100}$/;

/** Workflow step shells and the language their `run:` is in. */
const STEP_SHELLS: Record<string, Lang> = {
  bash: 'shell',
  sh: 'shell',
  pwsh: 'powershell',
  powershell: 'powershell',
  python: 'python',
  cmd: 'batch',
};

/**
 * A GitHub Actions workflow: the `run:` steps of every job (what `act` runs on the user's machine, and a CI
 * runner wherever the workflow is installed), in the step's shell. `${{ … }}` expressions are filled in by
 * the runner: one that names a secret is that secret, any other an unset variable, opaque
 * (src/analysis/workflow-expressions.ts). Workflow, job and step `env` values are the step's variables.
 */
export function workflowSteps(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const top = parsed.data;
  // A composite action (`action.yml` with `runs.using: composite`): its steps run in the caller's job.
  const composite =
    isRecord(top.runs) && top.runs.using === 'composite' && Array.isArray(top.runs.steps)
      ? { composite: { steps: top.runs.steps } }
      : undefined;
  const jobs = isRecord(top.jobs) ? top.jobs : composite;
  if (!jobs) return [];
  const base = composite && !isRecord(top.jobs) ? ['runs'] : undefined;
  const out: UnitSpec[] = [];
  for (const [jobName, job] of Object.entries(jobs).slice(0, 100)) {
    if (!isRecord(job) || !Array.isArray(job.steps)) continue;
    job.steps.slice(0, 200).forEach((step, i) => {
      if (!isRecord(step) || typeof step.run !== 'string' || out.length >= MAX_UNITS) return;
      const shell = String(step.shell ?? runShell(job) ?? runShell(top) ?? 'bash').split(/\s/)[0]!;
      const lang = STEP_SHELLS[shell.replace(/^.*\//, '')] ?? 'shell';
      const env = workflowEnv([top.env, job.env, step.env]);
      const region = yamlRegion(parsed.doc, [...(base ?? ['jobs', jobName]), 'steps', i, 'run'], lines);
      const name = typeof step.name === 'string' ? step.name.slice(0, 60) : `step ${i + 1}`;
      const script =
        lang === 'shell'
          ? workflowScript(step.run)
          : { code: step.run.replace(/\$\{\{[^}]{0,2000}\}\}/g, '${__workflow_expression}'), values: {} };
      const unit = configUnit(
        script.code,
        { region },
        `workflow job '${jobName.slice(0, 60)}' ${name}`,
        lang,
        lang === 'shell' ? env.vars : undefined,
      );
      const values = lang === 'shell' ? { ...env.values, ...script.values } : {};
      out.push({ ...unit, runner: 'ci', ...(Object.keys(values).length > 0 ? { values } : {}) });
    });
  }
  return out;
}

function runShell(o: Record<string, unknown>): unknown {
  return isRecord(o.defaults) && isRecord(o.defaults.run) ? o.defaults.run.shell : undefined;
}

/**
 * tox.ini: the `commands`, `commands_pre` and `commands_post` of every `[testenv…]` section, one command per
 * line (continued by an indented line or a trailing backslash), run without a shell; a leading `-` ignores a
 * failure. The words are kept as written (tox's own substitutions stay opaque `{…}`).
 */
export function toxCommands(text: string): UnitSpec[] {
  const out: UnitSpec[] = [];
  let inEnv = false;
  let inCommands = false;
  let at = 0;
  while (at < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    const section = /^\[([^\]\n]{1,200})\]/.exec(line);
    if (section) {
      inEnv = /^testenv\b/.test(section[1]!);
      inCommands = false;
    } else if (/^[A-Za-z_]/.test(line)) {
      const key = /^(commands(?:_pre|_post)?)[ \t]*=[ \t]*(.*)$/.exec(line);
      inCommands = inEnv && key !== null;
      if (inCommands && key![2]!.trim() !== '') pushTox(out, key![2]!, at + line.length - key![2]!.length);
    } else if (inCommands && /^[ \t]+\S/.test(line)) {
      const lead = /^[ \t]+/.exec(line)![0].length;
      if (!line.trim().startsWith('#')) pushTox(out, line.slice(lead), at + lead);
    } else if (line.trim() !== '' && !/^[ \t]/.test(line)) inCommands = false;
    at = end + 1;
  }
  return out;
}

function pushTox(out: UnitSpec[], code: string, base: number): void {
  const lead = /^-?[ \t]*/.exec(code)![0].length;
  if (code.length > lead) out.push(configUnit(code.slice(lead), { base: base + lead }, 'tox command'));
}
