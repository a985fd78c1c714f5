import { yamlDoc, yamlRanges, yamlRegion } from './build-compose.js';
import { configUnit, MAX_UNITS } from './build-json.js';
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
 *   git will run it.
 */

const MAX_HOOKS = 64;
const MAX_JOBS = 64;

type HookFormat = 'aider' | 'lefthook';

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

/** Where an aider or lefthook configuration's commands sit: read as code, never again as text asking. */
export function hookConfigCodeSpans(text: string, format: HookFormat): Array<[number, number]> {
  const parsed = yamlDoc(text);
  return parsed
    ? yamlRanges(
        parsed.doc,
        commandNodes(format, parsed.data).map((n) => n.path),
      )
    : [];
}
