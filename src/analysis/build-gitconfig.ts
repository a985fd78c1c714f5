import { configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import { gitProgramOf } from './git-programs.js';
import type { LineMap } from './lines.js';

/**
 * The programs a git configuration file names, read as code units: a file a script makes git read
 * (`git config include.path ../.gitconfig.shared`, followed from that command by
 * src/analysis/launch-configs-table.ts) gives git its `[filter "x"] clean`/`smudge`/`process` commands (run
 * on every add and checkout of the files `.gitattributes` assigns to the filter), diff and merge drivers,
 * `core.pager`, `core.sshCommand`, `core.fsmonitor` (run on every status), `!`-aliases and `!`-credential
 * helpers. Git runs such values through the shell, so each is a shell command. A value naming git's own
 * behaviour (`core.fsmonitor = true`) or a plain tool by name is still a command here: the rules grade what
 * it does. Read line by line (git-config(1) syntax: sections with quoted subsections, `key = value`,
 * double-quoted values with escapes, `#`/`;` comments, `\` continuations); nothing is run.
 */

const MAX_LINES = 5_000;
const SECTION = /^\s{0,16}\[\s{0,4}([A-Za-z0-9.-]{1,64})(?:\s{1,4}"((?:[^"\\\n]|\\.){0,256})")?\s{0,4}\]/;
const ENTRY = /^\s{0,16}([A-Za-z][A-Za-z0-9-]{0,63})\s{0,8}(?:=\s{0,8}(.{0,4000}))?$/;

/** A value as git reads it: quotes removed, escapes applied, a comment outside quotes dropped. */
function gitValue(raw: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '\\' && i + 1 < raw.length) {
      const n = raw[++i]!;
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n === 'b' ? '' : n;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '#' || c === ';')) break;
    else out += c;
  }
  return out.trim();
}

export function gitConfigPrograms(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  const all = text.split('\n');
  let section = '';
  let offset = 0;
  for (let i = 0; i < all.length && i < MAX_LINES && out.length < MAX_UNITS; i++) {
    const start = offset;
    let line = all[i]!;
    offset += line.length + 1;
    // A trailing backslash continues the value on the next line.
    while (line.endsWith('\\') && i + 1 < all.length && i < MAX_LINES) {
      line = `${line.slice(0, -1)}${all[++i]!}`;
      offset += all[i]!.length + 1;
    }
    const head = SECTION.exec(line);
    if (head) {
      const sub = head[2] === undefined ? '' : `.${head[2].replace(/\\(.)/g, '$1')}`;
      section = `${head[1]!.toLowerCase()}${sub}`;
      line = line.slice(head[0].length);
      if (line.trim() === '') continue;
    }
    const entry = ENTRY.exec(line);
    if (!entry || section === '') continue;
    const key = `${section}.${entry[1]!.toLowerCase()}`;
    const program = gitProgramOf(key, gitValue(entry[2] ?? ''));
    if (program)
      out.push(
        configUnit(program, { region: lines.region(start, Math.min(offset, start + 300)) }, `git ${key}`),
      );
  }
  return out;
}
