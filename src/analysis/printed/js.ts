import { scanOutsideQuotes } from './brackets.js';
import { closing, type Evaluate, type ExprHooks, evaluator, splitTop } from './expr.js';
import {
  ANY,
  concat,
  DIR,
  dirOf,
  FILE,
  joinAll,
  MAX_ALTS,
  type PrintedFile,
  pushTargets,
  RUNTIME_VARS,
  varMarker,
} from './path-values.js';

/**
 * The files a JavaScript or TypeScript program reads as text and can print (src/analysis/printed/index.ts):
 * `readFileSync(p)`, `readFile(p)`, `Bun.file(p)`, `Deno.readTextFile(p)`, where `p` is rebuilt from the
 * module's `const`/`let` bindings and `for … of [..]` loops: `join(root, 'CHANGELOG.md')` with
 * `root = process.env.CLAUDE_PLUGIN_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..')`,
 * template literals, `new URL('../notes.md', import.meta.url)`.
 */

const MAX_TEXT = 128 * 1024;

function bindings(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let n = 0;
  for (const m of text.matchAll(
    /\b(?:const|let|var)[ \t]+([A-Za-z_$][\w$]{0,60})[ \t]*(?::[^=\n]{1,80})?=(?!=)[ \t]*/g,
  )) {
    if (++n > 2000) break;
    const value = valueText(text, m.index + m[0].length);
    const list = out.get(m[1]!) ?? [];
    if (list.length < MAX_ALTS) list.push(value);
    out.set(m[1]!, list);
  }
  // `for (const name of [a, b])`, `for (const name of LIST)`.
  for (const m of text.matchAll(
    /\bfor[ \t]*\([ \t]*(?:const|let|var)[ \t]+([A-Za-z_$][\w$]{0,60})[ \t]+of[ \t]+/g,
  )) {
    if (++n > 2500) break;
    const open = m.index + m[0].indexOf('(');
    const end = closing(text, open);
    if (end < 0) continue;
    const list = out.get(m[1]!) ?? [];
    if (list.length < MAX_ALTS) list.push(`@each ${text.slice(m.index + m[0].length, end - 1)}`);
    out.set(m[1]!, list);
  }
  return out;
}

/** A binding's value: to `;` or the line's end at bracket depth 0. */
function valueText(text: string, from: number): string {
  const end = scanOutsideQuotes(text, from, 600, (c, _i, depth) => depth <= 0 && (c === ';' || c === '\n'));
  return end < 0 ? text.slice(from, from + 600) : text.slice(from, end);
}

function literal(
  text: string,
  i: number,
  depth: number,
  ev: Evaluate,
): { values: string[]; end: number } | undefined {
  const q = text[i];
  if (q !== '"' && q !== "'" && q !== '`') return undefined;
  let j = i + 1;
  const parts: string[][] = [];
  let lit = '';
  while (j < text.length && text[j] !== q) {
    if (text[j] === '\\') {
      lit += text[j + 1] ?? '';
      j += 2;
      continue;
    }
    if (q === '`' && text[j] === '$' && text[j + 1] === '{') {
      const end = closing(text, j + 1);
      if (end < 0) break;
      parts.push([lit], ev(text.slice(j + 2, end - 1), depth + 1));
      lit = '';
      j = end;
      continue;
    }
    if (q !== '`' && text[j] === '\n') break;
    lit += text[j];
    j++;
  }
  parts.push([lit]);
  return { values: concat(parts), end: j + 1 };
}

const IMPORT_META_FILE = new Set(['import.meta.filename', '__filename']);
const IMPORT_META_DIR = new Set(['import.meta.dirname', '__dirname']);

function hooks(vars: Map<string, string[]>): ExprHooks {
  const seen = new Set<string>();
  return {
    joins: ['+'],
    fallbacks: ['??', '||'],
    literal,
    name(id, depth, ev) {
      if (IMPORT_META_FILE.has(id)) return [FILE];
      if (IMPORT_META_DIR.has(id)) return [DIR];
      const env = /^process\.env\.([A-Za-z_]\w*)$/.exec(id);
      if (env) return RUNTIME_VARS.has(env[1]!) ? [varMarker(env[1]!)] : [ANY];
      const list = vars.get(id);
      if (!list || seen.has(id) || depth > 4) return undefined;
      seen.add(id);
      const out: string[] = [];
      for (const v of list) {
        const each = v.startsWith('@each ') ? v.slice(6) : undefined;
        for (const x of ev(each ?? v, depth + 1)) if (out.length < MAX_ALTS && !out.includes(x)) out.push(x);
      }
      seen.delete(id);
      return out;
    },
    call(callee, args, depth, ev) {
      const name = callee.replace(/^(?:path|posix|nodePath|node:path)\./, '');
      const all = () => args.map((a) => ev(a, depth + 1));
      if (name === 'join' || name === 'resolve' || name === 'normalize') return joinAll(all());
      if (name === 'dirname') return ev(args[0] ?? '', depth + 1).map(dirOf);
      if (name === 'fileURLToPath' || name === 'url.fileURLToPath' || name === 'String')
        return /^\s*import\.meta\.url\s*$/.test(args[0] ?? '') ? [FILE] : ev(args[0] ?? '', depth + 1);
      if (name === 'process.cwd') return [varMarker('CLAUDE_PROJECT_DIR')];
      if (name === 'newURL' && /^\s*import\.meta\.url\s*$/.test(args[1] ?? ''))
        return joinAll([[DIR], ev(args[0] ?? '', depth + 1)]);
      return undefined;
    },
    member(values, name, _args, index) {
      if (name === '[]' && index !== undefined) return undefined;
      return name === 'pathname' || name === 'href' ? values : undefined;
    },
  };
}

/** Read calls whose first argument is a path. */
const READS =
  /\b(?:readFileSync|readFile|readTextFile|readTextFileSync|createReadStream)\s*\(|\bBun\.file\s*\(/g;

/** `kind`: the files to report (text documents by default; data files for data-fields.ts). */
export function jsPrintedFiles(source: string, kind?: RegExp): PrintedFile[] {
  const text = source.slice(0, MAX_TEXT);
  if (!/\bconsole\.(?:log|info|warn|error)\s*\(|\bprocess\.std(?:out|err)\.write\b/.test(text)) return [];
  const ev = evaluator(hooks(bindings(text)));
  const out: PrintedFile[] = [];
  let n = 0;
  for (const m of text.matchAll(READS)) {
    if (++n > 200) break;
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end < 0) continue;
    const arg = splitTop(text.slice(open + 1, end - 1), [',']).parts[0];
    if (!arg) continue;
    pushTargets(out, ev(arg, 0), m.index, end, kind);
  }
  return out;
}
