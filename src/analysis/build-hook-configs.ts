import { yamlDoc, yamlRegion } from './build-compose.js';
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

export function aiderCommands(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const out: UnitSpec[] = [];
  for (const key of ['lint-cmd', 'test-cmd']) {
    const value = parsed.data[key];
    const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value.slice(0, 16) : [];
    items.forEach((item, i) => {
      if (typeof item !== 'string' || out.length >= MAX_UNITS) return;
      // `lint-cmd: "python: flake8 --select=E9"`: a language name, a colon, then the command.
      const code = key === 'lint-cmd' ? item.replace(/^[\w+#-]{1,40}:[ \t]+/, '') : item;
      const at = yamlRegion(parsed.doc, Array.isArray(value) ? [key, i] : [key], lines);
      out.push(configUnit(code, { region: at }, `aider ${key}`));
    });
  }
  return out;
}

export function lefthookCommands(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const out: UnitSpec[] = [];
  for (const [hook, def] of Object.entries(parsed.data).slice(0, MAX_HOOKS)) {
    if (!isRecord(def)) continue;
    const push = (code: unknown, path: (string | number)[], label: string) => {
      if (typeof code !== 'string' || code.trim() === '' || out.length >= MAX_UNITS) return;
      out.push(
        configUnit(code, { region: yamlRegion(parsed.doc, path, lines) }, `lefthook ${hook} ${label}`),
      );
    };
    if (isRecord(def.commands))
      for (const [name, c] of Object.entries(def.commands).slice(0, MAX_JOBS))
        if (isRecord(c)) push(c.run, [hook, 'commands', name, 'run'], name);
    if (Array.isArray(def.jobs))
      def.jobs.slice(0, MAX_JOBS).forEach((j, i) => {
        if (isRecord(j))
          push(j.run, [hook, 'jobs', i, 'run'], typeof j.name === 'string' ? j.name : `job ${i + 1}`);
      });
  }
  return out;
}

/** Where an aider or lefthook configuration's commands sit: read as code, never again as text asking. */
export function hookConfigCodeSpans(text: string, format: 'aider' | 'lefthook'): Array<[number, number]> {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const paths: Array<Array<string | number>> = [];
  if (format === 'aider') paths.push(['lint-cmd'], ['test-cmd']);
  else
    for (const [hook, def] of Object.entries(parsed.data).slice(0, MAX_HOOKS)) {
      if (!isRecord(def)) continue;
      if (isRecord(def.commands))
        for (const name of Object.keys(def.commands).slice(0, MAX_JOBS))
          paths.push([hook, 'commands', name, 'run']);
      if (Array.isArray(def.jobs))
        for (let i = 0; i < Math.min(def.jobs.length, MAX_JOBS); i++) paths.push([hook, 'jobs', i, 'run']);
    }
  const out: Array<[number, number]> = [];
  for (const p of paths) {
    const range = (parsed.doc.getIn(p, true) as { range?: [number, number, number] } | undefined)?.range;
    if (range) out.push([range[0], range[1]]);
  }
  return out;
}
