import type * as Yaml from 'yaml';
import type { Region } from '../findings.js';
import { yamlDoc, yamlRegion } from './build-compose.js';
import { argvLine, configUnit, jsonShellUnit, MAX_UNITS, parseJson } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * The commands of the files the rows of src/analysis/launch-process-table.ts make a tool run, read as code
 * units placed like shipped scripts:
 * - a Procfile (`Procfile`, `Procfile.dev`): each `name: command` line, run by foreman, honcho, overmind or
 *   `heroku local` through the shell;
 * - `nodemon.json`: the `events` commands (start, restart, crash, exit …) and `exec`;
 * - a Copier template's `copier.yml`: `_tasks` and `_migrations` (a string through the shell, a list as argv,
 *   or a `command` of either form), run after rendering a trusted template;
 * - a winget configuration (`*.winget`, `configuration.dsc.yaml`): every `SetScript`/`TestScript`/`GetScript`
 *   setting (a DSC `Script` resource's PowerShell), each line at its place in the file;
 * - `.gitmodules`: an `ext::` URL is the command git-remote-ext runs as the transport (no shell: words split
 *   on blanks, `% ` a literal blank, `%%` a percent sign), written out as a quoted shell command.
 * Nothing is run; bounded scans.
 */

const MAX_LINES = 2_000;

export function procfileCommands(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  let offset = 0;
  for (const line of text.split('\n').slice(0, MAX_LINES)) {
    const m = /^([\w.-]{1,60}):[ \t]{0,8}(\S[^\r\n]{0,4000})/.exec(line);
    if (m && out.length < MAX_UNITS) {
      const at = offset + line.indexOf(m[2]!);
      out.push(
        configUnit(m[2]!, { region: lines.region(at, offset + line.length) }, `Procfile process '${m[1]}'`),
      );
    }
    offset += line.length + 1;
  }
  return out;
}

export function nodemonCommands(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  if (!isRecord(data)) return [];
  const out: UnitSpec[] = [];
  const events = isRecord(data.events) ? data.events : {};
  for (const [name, cmd] of Object.entries(events).slice(0, 50))
    if (typeof cmd === 'string' && cmd.trim() !== '')
      out.push(jsonShellUnit(text, lines, cmd, cmd, `nodemon event '${name.slice(0, 40)}'`));
  if (typeof data.exec === 'string' && data.exec.trim() !== '')
    out.push(jsonShellUnit(text, lines, data.exec, data.exec, 'nodemon exec'));
  return out;
}

export function copierTasks(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const out: UnitSpec[] = [];
  for (const key of ['_tasks', '_migrations']) {
    const list = parsed.data[key];
    if (!Array.isArray(list)) continue;
    list.slice(0, 200).forEach((item, i) => {
      const cmd = isRecord(item) ? item.command : item;
      const code = typeof cmd === 'string' ? cmd : Array.isArray(cmd) ? argvLine(cmd) : undefined;
      if (!code || code.trim() === '' || out.length >= MAX_UNITS) return;
      const path = isRecord(item) ? [key, i, 'command'] : [key, i];
      const region = yamlRegion(parsed.doc, path, lines);
      out.push(configUnit(jinjaFree(code), { region }, `Copier ${key.slice(1, -1)} ${i + 1}`));
    });
  }
  return out;
}

/** Copier renders `{{ … }}` with the answers first: an answer is text the user typed, a word here. */
function jinjaFree(code: string): string {
  return code.replace(/\{\{[^{}\n]{0,200}\}\}/g, 'copier_answer');
}

const DSC_SCRIPT_KEYS = new Set(['SetScript', 'TestScript', 'GetScript']);

export function wingetScripts(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  const props = parsed && isRecord(parsed.data.properties) ? parsed.data.properties : undefined;
  const resources = props && Array.isArray(props.resources) ? props.resources : [];
  if (!parsed) return [];
  const out: UnitSpec[] = [];
  resources.slice(0, 200).forEach((res, i) => {
    const settings = isRecord(res) && isRecord(res.settings) ? res.settings : undefined;
    for (const [key, code] of Object.entries(settings ?? {}).slice(0, 100)) {
      if (!DSC_SCRIPT_KEYS.has(key) || typeof code !== 'string' || code.trim() === '') continue;
      if (out.length >= MAX_UNITS) return;
      const path = ['properties', 'resources', i, 'settings', key];
      const id = isRecord(res) && typeof res.id === 'string' ? res.id.slice(0, 60) : `${i + 1}`;
      const unit = configUnit(
        code,
        { region: yamlRegion(parsed.doc, path, lines) },
        `winget DSC ${key} '${id}'`,
        'powershell',
      );
      const each = blockLines(parsed.doc, path, lines, code);
      out.push(each ? { ...unit, lineRegions: each } : unit);
    }
  });
  return out;
}

/**
 * The file line of each line of a literal block scalar (`|`, `|-`): its text starts on the line after the
 * indicator, one file line per value line. Other scalars keep the one region of their first line.
 */
function blockLines(
  doc: Yaml.Document,
  path: ReadonlyArray<string | number>,
  lines: LineMap,
  value: string,
): Region[] | undefined {
  const node = doc.getIn(path, true) as { type?: string; range?: [number, number, number] } | undefined;
  if (node?.type !== 'BLOCK_LITERAL' || !node.range) return undefined;
  const first = lines.position(node.range[0]).line + 1;
  const count = Math.min(value.split('\n').length, MAX_LINES);
  const out: Region[] = [];
  for (let i = 0; i < count; i++) {
    const start = lines.offsetOf(first + i, 1);
    out.push(lines.region(start, Math.max(start + 1, lines.offsetOf(first + i + 1, 1) - 1)));
  }
  return out;
}

export function gitmodulesCommands(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  let offset = 0;
  for (const line of text.split('\n').slice(0, MAX_LINES)) {
    const m = /^[ \t]{0,16}url[ \t]{0,4}=[ \t]{0,4}"?ext::([^\r\n"]{1,4000})/.exec(line);
    if (m && out.length < MAX_UNITS) {
      const at = offset + line.indexOf(m[1]!);
      const code = extWords(m[1]!.trim())
        .map((w) => `'${w.replace(/'/g, `'\\''`)}'`)
        .join(' ');
      out.push(configUnit(code, { region: lines.region(at, offset + line.length) }, 'git ext:: transport'));
    }
    offset += line.length + 1;
  }
  return out;
}

/** git-remote-ext's words: split on blanks, `% ` a blank inside a word, `%%` a percent sign. */
function extWords(spec: string): string[] {
  const out: string[] = [];
  let word = '';
  for (let i = 0; i < spec.length; i++) {
    const c = spec[i]!;
    if (c === '%' && (spec[i + 1] === ' ' || spec[i + 1] === '%')) {
      word += spec[++i];
    } else if (c === ' ') {
      if (word !== '') out.push(word);
      word = '';
    } else word += c;
  }
  if (word !== '') out.push(word);
  return out;
}
