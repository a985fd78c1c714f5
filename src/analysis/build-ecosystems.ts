import { yamlDoc, yamlRegion } from './build-compose.js';
import {
  argvLine,
  configUnit,
  jsonShellUnit,
  MAX_UNITS,
  parseJson,
  withoutJsonComments,
} from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Commands in the build configurations of more ecosystems (read as code units by src/analysis/build-files.ts,
 * followed from the commands that run them: src/analysis/launch-tools.ts): MSBuild `<Exec Command="…">`
 * (`dotnet build`), Maven's exec and antrun plugins (`mvn`), Deno `tasks` (`deno task`), Taskfile `cmds`
 * (`task`); Nix shell hooks are build-nix.ts. Regular expressions over the
 * text, not parsers of each format: a command the expressions do not see is not read (the formats'
 * commands are few and written in these few ways). Linear, bounded patterns.
 */

const XML_ENTITIES: Readonly<Record<string, string>> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** XML text with its entities and character references decoded. */
function xmlText(s: string): string {
  return s.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,4}));/gi, (whole, hex, dec, name) => {
    if (hex) return String.fromCodePoint(Math.min(0x10ffff, Number.parseInt(hex, 16)));
    if (dec) return String.fromCodePoint(Math.min(0x10ffff, Number.parseInt(dec, 10)));
    return XML_ENTITIES[String(name).toLowerCase()] ?? whole;
  });
}

function at(lines: LineMap, start: number, end: number) {
  return { region: lines.region(start, end) };
}

/** MSBuild `<Exec Command="…"/>` tasks: each command runs in the build's shell (cmd on Windows, sh elsewhere). */
export function msbuildExecs(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(/<Exec\b[^>]{0,600}?\bCommand[ \t]{0,4}=[ \t]{0,4}"([^"]{0,4000})"/g)) {
    if (out.length >= MAX_UNITS) break;
    const code = xmlText(m[1]!);
    if (code.trim())
      out.push(configUnit(code, at(lines, m.index, m.index + m[0].length), 'MSBuild Exec task'));
  }
  return out;
}

/**
 * Maven: exec-maven-plugin's `<executable>` with the `<argument>`s of its configuration, and antrun's
 * `<exec executable="…">` with its `<arg value|line="…">`.
 */
export function mavenExecs(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(/<executable>([^<]{1,400})<\/executable>/g)) {
    if (out.length >= MAX_UNITS) break;
    const rest = text.slice(m.index, m.index + 8000);
    const end = rest.search(/<\/configuration>|<\/execution>/);
    const scope = end < 0 ? rest : rest.slice(0, end);
    const args = [...scope.matchAll(/<argument>([^<]{0,2000})<\/argument>/g)].map((a) => xmlText(a[1]!));
    const line = argvLine([xmlText(m[1]!.trim()), ...args]);
    if (line) out.push(configUnit(line, at(lines, m.index, m.index + m[0].length), 'Maven exec plugin'));
  }
  for (const m of text.matchAll(/<exec\b[^>]{0,400}?\bexecutable[ \t]{0,4}=[ \t]{0,4}"([^"]{1,400})"/g)) {
    if (out.length >= MAX_UNITS) break;
    const rest = text.slice(m.index, m.index + 8000);
    const end = rest.indexOf('</exec>');
    const scope = end < 0 ? rest.slice(0, 2000) : rest.slice(0, end);
    const words: string[] = [xmlText(m[1]!)];
    for (const a of scope.matchAll(/<arg\b[^>]{0,100}?\b(value|line)[ \t]{0,4}=[ \t]{0,4}"([^"]{0,2000})"/g))
      words.push(...(a[1] === 'line' ? xmlText(a[2]!).split(/[ \t]+/) : [xmlText(a[2]!)]));
    const line = argvLine(words);
    if (line) out.push(configUnit(line, at(lines, m.index, m.index + m[0].length), 'Ant exec task'));
  }
  return out;
}

/** Deno's `tasks` (`deno task NAME`): a string, or an object with a `command`. */
export function denoTasks(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(withoutJsonComments(text));
  const tasks = isRecord(data) && isRecord(data.tasks) ? data.tasks : {};
  const out: UnitSpec[] = [];
  for (const [name, t] of Object.entries(tasks).slice(0, MAX_UNITS)) {
    const code =
      typeof t === 'string' ? t : isRecord(t) && typeof t.command === 'string' ? t.command : undefined;
    if (code?.trim()) out.push(jsonShellUnit(text, lines, code, code, `Deno task '${name.slice(0, 60)}'`));
  }
  return out;
}

/**
 * Taskfile `cmds` (`task NAME`), read with the YAML parser the Compose and workflow readers use: each item
 * a command string or `{ cmd: … }` (block scalars included); `{ task: … }` calls another task, read where
 * that task is written.
 */
export function taskfileCmds(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  const tasks = parsed && isRecord(parsed.data.tasks) ? parsed.data.tasks : undefined;
  if (!parsed || !tasks) return [];
  const out: UnitSpec[] = [];
  // Variables: plain values are filled into `{{.NAME}}`; a `sh:` value is a command Task runs to compute
  // the variable (the Taskfile's own vars whenever a task runs), so its script is code that runs too.
  const vars = isRecord(parsed.data.vars) ? parsed.data.vars : {};
  const plain = new Map<string, string>();
  for (const [k, v] of Object.entries(vars).slice(0, 200)) if (typeof v === 'string') plain.set(k, v);
  const fill = (code: string) => fillTemplate(code, plain);
  for (const [k, v] of Object.entries(vars).slice(0, 200)) {
    if (!isRecord(v) || typeof v.sh !== 'string' || !v.sh.trim() || out.length >= MAX_UNITS) continue;
    const region = yamlRegion(parsed.doc, ['vars', k, 'sh'], lines);
    out.push(configUnit(fill(v.sh), { region }, `Taskfile variable '${k.slice(0, 60)}' (sh)`));
  }
  for (const [name, task] of Object.entries(tasks).slice(0, 200)) {
    if (!isRecord(task) || !Array.isArray(task.cmds)) continue;
    task.cmds.slice(0, 200).forEach((item, i) => {
      const code =
        typeof item === 'string'
          ? item
          : isRecord(item) && typeof item.cmd === 'string'
            ? item.cmd
            : undefined;
      if (!code?.trim() || out.length >= MAX_UNITS) return;
      const path = typeof item === 'string' ? ['tasks', name, 'cmds', i] : ['tasks', name, 'cmds', i, 'cmd'];
      const region = yamlRegion(parsed.doc, path, lines);
      out.push(configUnit(fill(code), { region }, `Taskfile task '${name.slice(0, 60)}'`));
    });
  }
  return out;
}

/** Go-template references to plain variables (`{{.NAME}}`) filled in, a few levels deep; others as `${NAME}`. */
function fillTemplate(code: string, vars: ReadonlyMap<string, string>): string {
  let out = code;
  for (let level = 0; level < 4 && out.includes('{{'); level++) {
    const next = out.replace(
      /\{\{-?\s{0,4}\.([A-Za-z_]\w{0,63})\s{0,4}-?\}\}/g,
      // A variable computed at run time (`sh:`) is unknown here: the shell's unset variable of that name.
      (_w, n: string) => vars.get(n) ?? `\${${n}}`,
    );
    if (next === out || next.length > 64 * 1024) break;
    out = next;
  }
  return out;
}
