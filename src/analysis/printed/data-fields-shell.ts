import { closing } from './expr.js';
import {
  DATA_FILE,
  DIR,
  joinAll,
  type PrintedFile,
  pushTargets,
  RUNTIME_VARS,
  varMarker,
} from './path-values.js';
import { commandWords, shellWordEvaluator } from './shell.js';

/**
 * The fields of a data file a shell or PowerShell program prints (src/analysis/printed/data-fields.ts).
 * Shell: `jq`/`yq`/`gojq` with a filter and a file (an argument, `< FILE`, `cat FILE |`), when their output
 * is the program's (not sent into a file, not captured into a variable nothing prints); the filter's
 * output stage names the fields (`.rules[].reminder` → `reminder`, `.[] | "\(.id): \(.text)"` → `id`,
 * `text`; `.`, `.[]`, `select(…)` → the records whole). PowerShell: `Get-Content FILE | ConvertFrom-Json`
 * (or `-Yaml`) bound to a variable, and the `$x.field` accesses of that data, of a `foreach` variable over
 * it or of `$_` in a `ForEach-Object` block fed from it, outside conditions and `Where-Object` blocks.
 */

export interface DataSite {
  file: PrintedFile;
  fields: string[] | 'all';
}

const MAX_TEXT = 128 * 1024;
const JQ = /(?:^|[\n;&|({`]|\$\(|\b(?:then|do|else)\b)[ \t]*(jq|yq|gojq)(?=[ \t])/g;
const JQ_VALUED = new Set([
  '--arg',
  '--argjson',
  '--slurpfile',
  '--rawfile',
  '--indent',
  '-L',
  '-o',
  '-p',
  '-I',
]);

export function shellDataSites(source: string): DataSite[] {
  const text = source.slice(0, MAX_TEXT);
  const out: DataSite[] = [];
  let evalWord: ((w: string) => string[]) | undefined;
  let n = 0;
  for (const m of text.matchAll(JQ)) {
    if (++n > 200 || out.length >= 32) break;
    const at = m.index + m[0].length;
    const args = commandWords(text, at);
    if (args.redirected || !shownOutput(text, m.index + m[0].length - m[1]!.length)) continue;
    const words: string[] = [];
    for (let i = 0; i < args.words.length; i++) {
      const w = args.words[i]!;
      if (JQ_VALUED.has(w)) i += w === '--arg' || w === '--argjson' || w.endsWith('file') ? 2 : 1;
      else if (!w.startsWith('-') && !(m[1] === 'yq' && words.length === 0 && /^(?:e|eval)$/.test(w)))
        words.push(w);
    }
    const filter = unquote(words[0] ?? '.');
    const files = [...words.slice(1), ...args.inputs];
    const piped = /\bcat[ \t]+(\S{1,300})[ \t]*\|[ \t]*$/.exec(lineBefore(text, at - m[1]!.length));
    if (piped) files.push(piped[1]!);
    if (files.length === 0) continue;
    evalWord ??= shellWordEvaluator(text);
    const found: PrintedFile[] = [];
    for (const f of files) pushTargets(found, evalWord(f), m.index, args.end, DATA_FILE);
    const fields = filterFields(filter);
    for (const file of found) out.push({ file, fields });
  }
  return out;
}

function lineBefore(text: string, at: number): string {
  return text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
}

/** A command's output reaches the program's: not captured, or captured into a variable later printed. */
function shownOutput(text: string, at: number): boolean {
  const before = lineBefore(text, at).slice(-200).trimEnd();
  if (before.endsWith('`')) return false;
  if (!before.endsWith('$(')) return true;
  // `NAME=$(jq …)` or `NAME="$(jq …)"`: shown when a later `echo`/`printf`/`cat` line uses `$NAME`.
  let i = before.length - 2;
  if (before[i - 1] === '"' || before[i - 1] === "'") i--;
  if (before[i - 1] !== '=') return false;
  const end = i - 1;
  let start = end;
  while (start > 0 && end - start < 40 && /\w/.test(before[start - 1]!)) start--;
  const name = before.slice(start, end);
  if (!/^[A-Za-z_]/.test(name)) return false;
  const use = new RegExp(`\\$\\{?${name}\\b`);
  return text
    .slice(at)
    .split('\n', 400)
    .some((l) => /^\s*(?:echo|printf|cat)\b/.test(l) && use.test(l));
}

function unquote(w: string): string {
  return /^(["']).*\1$/s.test(w) ? w.slice(1, -1) : w;
}

/** Calls of a filter that decide rather than print. */
const JQ_DECIDES = /\b(?:select|test|contains|startswith|endswith|has|any|all|index|inside)\s*\(/g;

/** What a jq filter prints: the last identifiers of its output stage's paths, or every field. */
export function filterFields(filter: string): string[] | 'all' {
  const stages = splitPipes(filter.slice(0, 2000));
  for (let s = stages.length - 1; s >= 0; s--) {
    let stage = stages[s]!.trim();
    for (let k = 0; k < 8; k++) {
      const m = JQ_DECIDES.exec(stage);
      JQ_DECIDES.lastIndex = 0;
      if (!m) break;
      const end = closing(stage, m.index + m[0].length - 1);
      stage = stage.slice(0, m.index) + (end > 0 ? stage.slice(end) : '');
    }
    const fields = new Set<string>();
    for (const p of stage.matchAll(
      /\.(?:[A-Za-z_]\w{0,60}|\["[^"\n]{1,60}"\])(?:\??(?:\[\d*\]|\.[A-Za-z_]\w{0,60}|\["[^"\n]{1,60}"\]))*/g,
    )) {
      const ids = [...p[0].matchAll(/[A-Za-z_]\w{0,60}|"([^"\n]{1,60})"/g)];
      const last = ids[ids.length - 1];
      if (last) fields.add(last[1] ?? last[0]);
    }
    // `{id, text}`: an object of the record's own keys.
    for (const o of stage.matchAll(/[{,]\s*([A-Za-z_]\w{0,60})\s*(?=[,}])/g)) fields.add(o[1]!);
    if (fields.size > 0) return [...fields];
    if (/^(?:\.|\.\[\]\??|\.\[\]\s*\|?\s*\.?|select\s*\(\s*\)|\.\.)$/.test(stage) || stage === '')
      return 'all';
  }
  return 'all';
}

/** A filter's top-level `|` stages (not `|=`, not inside parentheses or strings). */
function splitPipes(f: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < f.length; i++) {
    const c = f[i]!;
    if (c === '"') {
      while (++i < f.length && f[i] !== '"') if (f[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === '|' && depth === 0 && f[i + 1] !== '=') {
      out.push(f.slice(from, i));
      from = i + 1;
    }
  }
  out.push(f.slice(from));
  return out.slice(0, 32);
}

/** `$x = Get-Content P -Raw | ConvertFrom-Json`, `$x = ConvertFrom-Json (Get-Content P -Raw)`. */
const PS_LOAD =
  /\$([A-Za-z_]\w{0,60})[ \t]*=[ \t]*(?:\(?[ \t]*(?:Get-Content|gc|cat)[ \t]+(?:-(?:Path|LiteralPath)[ \t]+)?([^\n|]{1,300}?)[ \t]*(?:-Raw[ \t]*)?\)?[ \t]*\|[ \t]*ConvertFrom-(?:Json|Yaml)|ConvertFrom-(?:Json|Yaml)[ \t]+(?:-InputObject[ \t]+)?\([ \t]*(?:Get-Content|gc)[ \t]+(?:-(?:Path|LiteralPath)[ \t]+)?([^\n)]{1,300}?)[ \t]*(?:-Raw[ \t]*)?\))/gi;

export function powershellDataSites(source: string): DataSite[] {
  const text = source.slice(0, MAX_TEXT);
  const data = new Set<string>();
  const files: PrintedFile[] = [];
  for (const m of text.matchAll(PS_LOAD)) {
    if (files.length >= 32) break;
    data.add(m[1]!.toLowerCase());
    pushTargets(files, psPathValues(m[2] ?? m[3] ?? ''), m.index, m.index + m[0].length, DATA_FILE);
  }
  if (files.length === 0) return [];
  // `foreach ($t in $data.tips)`: the loop variable takes records.
  for (let round = 0; round < 3; round++)
    for (const m of text.matchAll(/\bforeach[ \t]*\([ \t]*\$(\w{1,60})[ \t]+in[ \t]+\$(\w{1,60})/gi))
      if (data.has(m[2]!.toLowerCase())) data.add(m[1]!.toLowerCase());
  const fields = psPrintedFields(text, data);
  if (fields !== 'all' && fields.length === 0) return [];
  return files.map((file) => ({ file, fields }));
}

/** The path of a `Get-Content` argument: `$PSScriptRoot`, `$env:CLAUDE_PLUGIN_ROOT`, `Join-Path A B`. */
function psPathValues(arg: string): string[] {
  const parts = [...arg.matchAll(/"([^"\n]*)"|'([^'\n]*)'|(\$[\w:]+)|([^\s()'"]+)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
    .filter((p) => !/^(?:Join-Path|-Path|-ChildPath|-Raw)$/i.test(p));
  const vars = (p: string) =>
    p
      .replace(/\$PSScriptRoot\b/gi, DIR)
      .replace(/\$env:([A-Za-z_]\w*)/g, (w, name: string) => (RUNTIME_VARS.has(name) ? varMarker(name) : w));
  return joinAll(parts.map((p) => [vars(p).replace(/\\/g, '/')]));
}

/** The fields of the data PowerShell prints (`$_.text`, `$t.counter`), outside conditions and filters. */
function psPrintedFields(text: string, data: ReadonlySet<string>): string[] | 'all' {
  const skip = new Uint8Array(text.length);
  for (const m of text.matchAll(
    /\b(?:if|elseif|while)[ \t]*\(|\b(?:Where-Object|where)[ \t]*\{|\?[ \t]*\{/gi,
  )) {
    const end = closing(text, m.index + m[0].length - 1);
    if (end > 0) skip.fill(1, m.index, end);
  }
  // `$_` in a `ForEach-Object` (`%`) block fed from data: the block's start line names the data.
  const items = new Uint8Array(text.length);
  for (const m of text.matchAll(/\$(\w{1,60})[^\n]{0,200}?\|[ \t]*(?:ForEach-Object|foreach|%)[ \t]*\{/gi)) {
    if (!data.has(m[1]!.toLowerCase())) continue;
    const end = closing(text, m.index + m[0].length - 1);
    if (end > 0) items.fill(1, m.index, end);
  }
  const fields = new Set<string>();
  for (const m of text.matchAll(/\$(\w{1,60})((?:\.\w{1,60}){0,6})/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    // An assignment's target, a pipeline's source (`$data.tips | ForEach-Object`), a loop's collection.
    if (
      skip[m.index] === 1 ||
      /^\s*(?:=[^=]|\|)/.test(after) ||
      /\bin[ \t]+$/i.test(lineBefore(text, m.index))
    )
      continue;
    const name = m[1]!.toLowerCase();
    const isData = data.has(name) || ((name === '_' || name === 'psitem') && items[m.index] === 1);
    if (!isData) continue;
    const keys = m[2]!.split('.').filter((k) => k !== '');
    const last = keys[keys.length - 1];
    if (last && !/^(?:Count|Length)$/i.test(last)) fields.add(last);
    else if (
      !last &&
      /Write-(?:Output|Host)[ \t]+$|ConvertTo-Json/i.test(
        lineBefore(text, m.index) + text.slice(m.index, text.indexOf('\n', m.index) >>> 0),
      )
    )
      return 'all';
  }
  return [...fields];
}
