import { yamlDoc, yamlRanges, yamlRegion } from './build-compose.js';
import { argvLine, configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Commands developer tools run from a YAML configuration of the project, outside any script:
 * - aider's `.aider.conf.yml`: `lint-cmd` (one per language, `"python: flake8 …"`, or one for all) runs after
 *   every edit aider makes (`auto-lint` is on by default), `test-cmd` after edits with `auto-test` and on
 *   `/test`;
 * - lefthook's `lefthook.yml` (`.lefthook.yml`, `lefthook-local.yml`): each git hook's `commands.<name>.run`
 *   and `jobs[].run`, which the hooks `lefthook install` writes into `.git/hooks` run on every commit,
 *   checkout, merge or push. YAML decodes its own escapes (`"\x63url"` is `curl`), so the command is read as
 *   git will run it;
 * - pre-commit's `.pre-commit-config.yaml`: a `repo: local` hook's `entry` (with its `args`), which the git
 *   hook `pre-commit install` writes runs on every commit (pre-commit.com, "Repository local hooks"). A
 *   remote repository's hooks are defined in that repository; `pygrep` entries are regular expressions,
 *   `fail` entries messages, and docker ones run inside an image: none of those is a command here.
 */

const MAX_HOOKS = 64;
const MAX_JOBS = 64;

type HookFormat = 'aider' | 'lefthook' | 'pre-commit';

/** pre-commit languages whose `entry` is not a command line run on this machine. */
const NOT_COMMANDS: ReadonlySet<string> = new Set(['pygrep', 'fail', 'docker', 'docker_image']);

/** One command of a configuration: where its value sits, the command as run, and a label. */
interface CommandNode {
  path: Array<string | number>;
  code: string;
  label: string;
}

/** The commands a configuration's data holds, in document order: one list for the units and the spans. */
function commandNodes(format: HookFormat, data: Record<string, unknown>): CommandNode[] {
  const out: CommandNode[] = [];
  const push = (code: unknown, path: Array<string | number>, label: string) => {
    if (typeof code === 'string' && code.trim() !== '' && out.length < MAX_UNITS)
      out.push({ path, code, label });
  };
  if (format === 'aider') {
    for (const key of ['lint-cmd', 'test-cmd']) {
      const value = data[key];
      // `lint-cmd: "python: flake8 --select=E9"`: a language name, a colon, then the command.
      const strip = (c: unknown) =>
        key === 'lint-cmd' && typeof c === 'string' ? c.replace(/^[\w+#-]{1,40}:[ \t]+/, '') : c;
      if (Array.isArray(value))
        value.slice(0, 16).forEach((c, i) => {
          push(strip(c), [key, i], `aider ${key}`);
        });
      else push(strip(value), [key], `aider ${key}`);
    }
    return out;
  }
  if (format === 'pre-commit') {
    preCommitEntries(data, push);
    return out;
  }
  for (const [hook, def] of Object.entries(data).slice(0, MAX_HOOKS)) {
    if (!isRecord(def)) continue;
    if (isRecord(def.commands))
      for (const [name, c] of Object.entries(def.commands).slice(0, MAX_JOBS))
        if (isRecord(c)) push(c.run, [hook, 'commands', name, 'run'], `lefthook ${hook} ${name}`);
    if (Array.isArray(def.jobs))
      def.jobs.slice(0, MAX_JOBS).forEach((j, i) => {
        const name = isRecord(j) && typeof j.name === 'string' ? j.name : `job ${i + 1}`;
        if (isRecord(j)) push(j.run, [hook, 'jobs', i, 'run'], `lefthook ${hook} ${name}`);
      });
  }
  return out;
}

/** A `repo: local` hook's command: `entry` and its `args`, as pre-commit runs it (files appended). */
function preCommitEntries(
  data: Record<string, unknown>,
  push: (code: unknown, path: Array<string | number>, label: string) => void,
): void {
  if (!Array.isArray(data.repos)) return;
  data.repos.slice(0, MAX_HOOKS).forEach((repo, r) => {
    if (!isRecord(repo) || repo.repo !== 'local' || !Array.isArray(repo.hooks)) return;
    repo.hooks.slice(0, MAX_JOBS).forEach((hook, h) => {
      if (!isRecord(hook) || typeof hook.entry !== 'string') return;
      if (typeof hook.language === 'string' && NOT_COMMANDS.has(hook.language)) return;
      // pre-commit splits `entry` like a shell and passes `args` as they are (no shell): each stays one word.
      const args = Array.isArray(hook.args) ? (argvLine(hook.args.slice(0, 32)) ?? '') : '';
      const id = typeof hook.id === 'string' ? hook.id.slice(0, 60) : `hook ${h + 1}`;
      // `language: script`: the entry is a file of the repository, run by its path.
      const entry = hook.language === 'script' && !/^[./]/.test(hook.entry) ? `./${hook.entry}` : hook.entry;
      push(
        args ? `${entry} ${args}` : entry,
        ['repos', r, 'hooks', h, 'entry'],
        `pre-commit local hook ${id}`,
      );
    });
  });
}

function commandsOf(format: HookFormat, text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  return commandNodes(format, parsed.data).map((n) =>
    configUnit(n.code, { region: yamlRegion(parsed.doc, n.path, lines) }, n.label),
  );
}

export const aiderCommands = (text: string, lines: LineMap): UnitSpec[] => commandsOf('aider', text, lines);
export const lefthookCommands = (text: string, lines: LineMap): UnitSpec[] =>
  commandsOf('lefthook', text, lines);
export const preCommitCommands = (text: string, lines: LineMap): UnitSpec[] =>
  commandsOf('pre-commit', text, lines);

/** Where an aider, lefthook or pre-commit configuration's commands sit: read as code, never again as text asking. */
export function hookConfigCodeSpans(text: string, format: HookFormat): Array<[number, number]> {
  const parsed = yamlDoc(text);
  return parsed
    ? yamlRanges(
        parsed.doc,
        commandNodes(format, parsed.data).map((n) => n.path),
      )
    : [];
}
