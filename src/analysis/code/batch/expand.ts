import type { Taint, Value } from '../../facts.js';
import { literal } from '../values.js';

/**
 * Batch variable expansion: `%VAR%` (when a line is read), `!VAR!` (delayed, when a command runs),
 * `%VAR:~start,len%` substrings and `%VAR:old=new%` replacements — the usual way to spell a command
 * out of pieces of `%COMSPEC%` — and the script's own arguments (`%1`, `%*`, `%~dp0`). Unknown
 * variables stay visible as `%NAME%` with taint `unknown`.
 */

/** Windows variables whose value is fixed enough to decode substring tricks against. */
const KNOWN: Record<string, string> = {
  COMSPEC: 'C:\\WINDOWS\\system32\\cmd.exe',
  SYSTEMROOT: 'C:\\WINDOWS',
  WINDIR: 'C:\\WINDOWS',
  PUBLIC: 'C:\\Users\\Public',
  PROGRAMFILES: 'C:\\Program Files',
  OS: 'Windows_NT',
  PATHEXT: '.COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC',
  SYSTEMDRIVE: 'C:',
};

/** Environment variables whose values are paths of the user, kept as written so paths.ts can read them. */
const ENV_PATHS = new Set([
  'USERPROFILE',
  'TEMP',
  'TMP',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
  'HOMEPATH',
  'HOMEDRIVE',
  'CD',
  'PATH',
  'DATE',
  'TIME',
  'RANDOM',
  'ERRORLEVEL',
]);
const SYSTEM_INFO = new Set(['USERNAME', 'COMPUTERNAME', 'USERDOMAIN', 'LOGONSERVER']);

export type Env = Map<string, Value>;

export function lookup(env: Env, name: string): Value {
  const key = name.toUpperCase();
  const v = env.get(key);
  if (v) return v;
  if (KNOWN[key] !== undefined) return literal(KNOWN[key]);
  if (ENV_PATHS.has(key)) return { text: `%${key}%`, literal: false, taints: ['env'] };
  if (SYSTEM_INFO.has(key)) return { text: `%${key}%`, literal: false, taints: ['env', 'system-info'] };
  return { text: `%${name}%`, literal: false, taints: ['unknown'], vars: [name.slice(0, 64)] };
}

function modify(v: Value, op: string): Value {
  if (!v.literal) return { ...v, literal: false };
  if (op.startsWith('~')) {
    const [a, b] = op.slice(1).split(',');
    const n = v.text.length;
    let start = Number.parseInt(a ?? '0', 10) || 0;
    if (start < 0) start = Math.max(0, n + start);
    let end = n;
    if (b !== undefined) {
      const len = Number.parseInt(b, 10) || 0;
      end = len < 0 ? Math.max(start, n + len) : Math.min(n, start + len);
    }
    return literal(v.text.slice(start, end));
  }
  const eq = op.indexOf('=');
  if (eq < 0) return v;
  const from = op.slice(0, eq);
  const to = op.slice(eq + 1);
  if (from === '') return v;
  if (from.startsWith('*')) {
    const at = v.text.toLowerCase().indexOf(from.slice(1).toLowerCase());
    return at < 0 ? v : literal(to + v.text.slice(at + from.length - 1));
  }
  const lower = v.text.toLowerCase();
  const f = from.toLowerCase();
  let out = '';
  let i = 0;
  for (let at = lower.indexOf(f); at >= 0 && out.length < 8_192; at = lower.indexOf(f, i)) {
    out += v.text.slice(i, at) + to;
    i = at + f.length;
  }
  return literal(out + v.text.slice(i));
}

export interface Expanded {
  text: string;
  /** Values that filled ranges of `text` (for taints of the words they end up in). */
  parts: Array<{ start: number; end: number; v: Value }>;
  /** The text differs from the source (offsets in it are not the file's). */
  changed: boolean;
}

/**
 * Expands `%…%` (or `!…!` when `delayed`) in `text`. `args` are the script's arguments (unknown).
 * Linear: each `%` is consumed once, a variable name is at most 256 characters.
 */
export function expand(text: string, env: Env, delayed = false): Expanded {
  const mark = delayed ? '!' : '%';
  if (!text.includes(mark)) return { text, parts: [], changed: false };
  let out = '';
  const parts: Expanded['parts'] = [];
  // A line grows only by what variables hold (each bounded), and stops growing at 64K characters.
  for (let i = 0; i < text.length && out.length < 65_536; i++) {
    const c = text[i]!;
    if (c !== mark) {
      out += c;
      continue;
    }
    const next = text[i + 1];
    if (!delayed && next === '%') {
      // `%%i` is a for-loop variable in a file: unknown at analysis time.
      const m = /^%%~?[a-zA-Z]/.exec(text.slice(i, i + 4));
      if (m) {
        const v: Value = { text: m[0].slice(1), literal: false, taints: ['unknown'] };
        parts.push({ start: out.length, end: out.length + v.text.length, v });
        out += v.text;
        i += m[0].length - 1;
      } else {
        out += '%';
        i++;
      }
      continue;
    }
    if (!delayed && next !== undefined && /[0-9*~]/.test(next)) {
      const m = /^%(?:~[a-z]{0,8}[0-9]|[0-9*])/i.exec(text.slice(i, i + 12));
      if (m) {
        const v: Value =
          m[0].includes('dp0') || m[0].includes('~f0')
            ? { text: '.\\', literal: false, taints: [] }
            : { text: m[0], literal: false, taints: ['unknown'] };
        parts.push({ start: out.length, end: out.length + v.text.length, v });
        out += v.text;
        i += m[0].length - 1;
        continue;
      }
    }
    const close = text.indexOf(mark, i + 1);
    if (close < 0 || close - i > 256) {
      out += c;
      continue;
    }
    const body = text.slice(i + 1, close);
    const colon = body.indexOf(':');
    const name = colon >= 0 ? body.slice(0, colon) : body;
    if (name === '' || /[\s]/.test(name)) {
      out += c;
      continue;
    }
    let v = lookup(env, name);
    if (colon >= 0) v = modify(v, body.slice(colon + 1));
    parts.push({ start: out.length, end: out.length + v.text.length, v });
    out += v.text;
    i = close;
  }
  return { text: out, parts, changed: true };
}

/** Taints and variables of the values that filled [start, end) of an expanded text. */
export function valueAt(e: Expanded, text: string, start: number, end: number): Value {
  const taints = new Set<Taint>();
  const vars = new Set<string>();
  let lit = true;
  for (const p of e.parts) {
    if (p.end <= start || p.start >= end) continue;
    for (const t of p.v.taints) taints.add(t);
    for (const v of p.v.vars ?? []) vars.add(v);
    lit &&= p.v.literal;
  }
  return { text, literal: lit, taints: [...taints], ...(vars.size ? { vars: [...vars] } : {}) };
}
