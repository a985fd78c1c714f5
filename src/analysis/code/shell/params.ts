import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { SECRET_ENV_NAME } from '../../paths.js';
import { wildcardMatch } from '../../strings.js';
import { concat, literal, RUNTIME_DIR_VAR, secretEnv, unknown } from '../values.js';
import { arrayKeys, elementValue, indirectElement, resolveRef } from './arrays.js';
import { decodeEscapes } from './decoders.js';
import { rememberedAddress, unsetList } from './doc-values.js';
import type { ShellState } from './state.js';

/**
 * Parameter expansion: `$name`, `${name}`, `${name:-default}`, `${#name}`, `${!name}`, `${name#pat}`,
 * `${name//a/b}`, `${name:off:len}`, `${name^^}` … on the variables assigned earlier in the unit.
 * Operations apply to known text; on unknown values the taints carry through and the text stays a
 * summary. `$IFS` in any form is a space (the usual way to hide blanks between words).
 */

/** Environment variables every shell has; their values are not secrets and not attacker text. */
const WELL_KNOWN_ENV = new Set([
  'HOME',
  'USER',
  'LOGNAME',
  'PWD',
  'OLDPWD',
  'PATH',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'TERM',
  'OSTYPE',
  'HOSTTYPE',
  'MACHTYPE',
  'UID',
  'EUID',
  'PPID',
  'BASH_SOURCE',
  'BASH_VERSION',
  'LINENO',
  'FUNCNAME',
  'SECONDS',
  'RANDOM',
  'XDG_CONFIG_HOME',
  'XDG_DATA_HOME',
  'XDG_CACHE_HOME',
  'XDG_RUNTIME_DIR',
  'CLAUDE_PLUGIN_ROOT',
  'CLAUDE_PROJECT_DIR',
  'CLAUDE_SKILL_DIR',
  'CI',
  'GITHUB_WORKSPACE',
]);

/** Host facts that reveal who and where the user is. */
const SYSTEM_INFO_ENV = new Set(['HOSTNAME', 'USERNAME', 'USERDOMAIN', 'COMPUTERNAME']);

/**
 * The field separators a script set (`IFS=+`), or undefined for the default blanks. Unknown values keep
 * the default: a separator we cannot read is not a reason to split differently.
 */
export function fieldSeparators(st: ShellState): string | undefined {
  const v = st.vars.get('IFS');
  return v?.literal ? v.text : undefined;
}

export function lookupVar(st: ShellState, ref: string): Value {
  const name = resolveRef(st, ref);
  if (name === 'IFS') return literal(fieldSeparators(st) ?? ' ');
  const pos = st.positional;
  if (pos && /^[1-9]$/.test(name)) return pos[Number(name) - 1] ?? literal('');
  if (pos && (name === '@' || name === '*')) return pos.length ? joinValues(pos) : literal('');
  const known = st.vars.get(name);
  if (known) return known;
  // An address an earlier block of the same document set (doc-values.ts): that URL, not the environment's.
  const earlier = rememberedAddress(st, name);
  if (earlier) return earlier;
  if (name === 'ARGUMENTS') return unknown(name, ['conversation']);
  if (WELL_KNOWN_ENV.has(name)) return { text: `\${${name}}`, literal: false, taints: ['env'] };
  if (SYSTEM_INFO_ENV.has(name))
    return { text: `\${${name}}`, literal: false, taints: ['env', 'system-info'] };
  if (SECRET_ENV_NAME.test(name)) return secretEnv(name);
  if (/^[0-9@*#?$!-]$/.test(name)) return { text: `\${${name}}`, literal: false, taints: ['unknown'] };
  return unknown(name);
}

export function joinValues(vs: readonly Value[]): Value {
  const parts: Value[] = [];
  vs.forEach((v, i) => {
    if (i > 0) parts.push(literal(' '));
    parts.push(v);
  });
  return parts.length ? concat(parts) : literal('');
}

type WordValue = (st: ShellState, node: Node) => Value;

interface Parsed {
  prefix: string;
  name: string;
  /** The subscript of `${name[index]}`. */
  index?: Node;
  ops: string[];
  operands: Node[][];
}

/** Splits `${…}` into prefix operator (`#`, `!`), name, and operator/operand groups. */
function parse(st: ShellState, node: Node): Parsed {
  const p: Parsed = { prefix: '', name: '', ops: [], operands: [] };
  let seenName = false;
  for (let i = 0; i < node.childCount; i++) {
    const c = node.child(i);
    if (!c || c.type === '${' || c.type === '}') continue;
    if (
      !seenName &&
      (c.type === 'variable_name' || c.type === 'special_variable_name' || c.type === 'subscript')
    ) {
      const nameNode = c.type === 'subscript' ? c.childForFieldName('name') : c;
      p.name = nameNode ? st.slice(nameNode.startIndex, nameNode.endIndex) : '';
      const index = c.type === 'subscript' ? c.childForFieldName('index') : null;
      if (index) p.index = index;
      seenName = true;
      continue;
    }
    if (!c.isNamed) {
      if (!seenName) p.prefix += c.type;
      else {
        p.ops.push(c.type);
        p.operands.push([]);
      }
      continue;
    }
    if (seenName && p.operands.length > 0) p.operands[p.operands.length - 1]!.push(c);
    else if (!seenName) {
      p.name = st.slice(c.startIndex, c.endIndex);
      seenName = true;
    }
  }
  return p;
}

function removeAffix(text: string, pat: string, op: string): string {
  const n = Math.min(text.length, 512);
  if (op === '#' || op === '##') {
    const lens = [...Array(n + 1).keys()];
    if (op === '##') lens.reverse();
    for (const k of lens) if (wildcardMatch(pat, text.slice(0, k))) return text.slice(k);
  } else {
    const lens = [...Array(n + 1).keys()];
    if (op === '%%') lens.reverse();
    for (const k of lens)
      if (wildcardMatch(pat, text.slice(text.length - k))) return text.slice(0, text.length - k);
  }
  return text;
}

function operandValue(st: ShellState, nodes: Node[] | undefined, wordValue: WordValue): Value {
  if (!nodes || nodes.length === 0) return literal('');
  return concat(nodes.map((n) => wordValue(st, n)));
}

export function expandParameter(st: ShellState, node: Node, wordValue: WordValue): Value {
  const p = parse(st, node);
  if (p.name === 'IFS') return literal(fieldSeparators(st) ?? ' ');
  if (p.prefix === '#') return { text: '0', literal: false, taints: [] };
  // A plural name used as an array and never assigned is a list the script fills, not a secret (doc-values.ts).
  let v = (p.index && unsetList(st, p.name)) || lookupVar(st, p.name);
  if (p.index) {
    // `${!arr[@]}`: the keys; `${arr[k]}`: one element (arrays.ts).
    if (p.prefix === '!') return arrayKeys(st, p.name) ?? unknown(`!${p.name}`);
    v = elementValue(st, p.name, p.index, wordValue) ?? v;
  } else if (p.prefix === '!') {
    // `${!ref}`: the variable, or array element (`ref="tools[$mode]"`), whose name `ref` holds.
    const element = indirectElement(st, v);
    if (element) v = element;
    else if (!v.literal) return unknown(`!${p.name}`);
    else v = lookupVar(st, v.text);
  }
  const op = p.ops[0];
  if (op === undefined) return v;
  const set = st.vars.has(p.name) || (st.positional !== undefined && /^[1-9@*]$/.test(p.name));
  const a = operandValue(st, p.operands[0], wordValue);
  switch (op) {
    case ':-':
    case '-':
    case ':=':
    case '=': {
      if (set) return v;
      // The runtime's own folders (`${CLAUDE_PLUGIN_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}`) are set
      // in every hook and skill command: the variable, which the graph resolves, not the fallback.
      if (RUNTIME_DIR_VAR.test(p.name)) return v;
      // Unset here: the default is what runs unless the environment says otherwise. An empty default
      // (`${SINK:-}`, a guard against `set -u`) says nothing: the value is the environment's.
      if (a.text === '' && a.literal) return v;
      const d: Value = { ...a, literal: false, vars: [...(a.vars ?? []), p.name].slice(0, 32) };
      if (op.endsWith('=')) st.setVar(p.name, d);
      return d;
    }
    case ':+':
    case '+':
      return set ? a : literal('');
    case ':?':
    case '?':
      return v;
    case '@':
      // `${x@P}` expands x's value as a prompt string: a `$(…)` or backquote in it runs.
      if (p.ops[1] === 'P' && /\$\(|`/.test(v.text)) {
        // Analysed as nested shell code, as `eval` of it would be (src/analysis/code/shell/handlers/exec.ts).
        st.embed('shell', v.text, node.startIndex, node.endIndex, {
          exact: false,
          label: 'prompt expansion code',
        });
        return { ...v, literal: false, taints: [...new Set([...v.taints, 'unknown' as const])] };
      }
      return transformed(st, v, p.ops[1], node);
    case '#':
    case '##':
    case '%':
    case '%%':
      if (a.literal && !v.literal) return knownAffixRemoved(v, a.text, op);
      if (!v.literal || !a.literal) return { ...v, literal: false };
      return literal(removeAffix(v.text, a.text, op));
    case '/':
    case '//':
    case '/#':
    case '/%': {
      const b = operandValue(st, p.operands[1], wordValue);
      if (!v.literal || !a.literal || !b.literal || a.text === '')
        return concat([{ ...v, literal: false }, b]);
      if (op === '//') return literal(v.text.split(a.text).join(b.text));
      if (op === '/#')
        return literal(v.text.startsWith(a.text) ? b.text + v.text.slice(a.text.length) : v.text);
      if (op === '/%')
        return literal(
          v.text.endsWith(a.text) ? v.text.slice(0, v.text.length - a.text.length) + b.text : v.text,
        );
      return literal(v.text.replace(a.text, b.text));
    }
    case ':': {
      const len = operandValue(st, p.operands[1], wordValue);
      if (!v.literal || !a.literal) return { ...v, literal: false };
      const off = Number.parseInt(a.text.trim(), 10);
      const n = p.operands[1] ? Number.parseInt(len.text.trim(), 10) : undefined;
      if (Number.isNaN(off)) return { ...v, literal: false };
      const from = off < 0 ? Math.max(0, v.text.length + off) : off;
      return literal(n === undefined || Number.isNaN(n) ? v.text.slice(from) : v.text.slice(from, from + n));
    }
    case '^^':
    case '^':
      return v.literal
        ? literal(op === '^^' ? v.text.toUpperCase() : v.text.charAt(0).toUpperCase() + v.text.slice(1))
        : v;
    case ',,':
    case ',':
      return v.literal
        ? literal(op === ',,' ? v.text.toLowerCase() : v.text.charAt(0).toLowerCase() + v.text.slice(1))
        : v;
    default:
      return { ...v, literal: false };
  }
}

/**
 * `${pub%.pub}` of a value known only in part (`${HOME}/.ssh/id_ed25519.pub`): a plain pattern that the
 * value's written text ends with (`%`) or starts with (`#`) is removed from that end, where the text is the
 * value's own; the unknown part stays as it was. A glob pattern, or one the text does not show, leaves the
 * value unknown.
 */
function knownAffixRemoved(v: Value, pattern: string, op: string): Value {
  const plain = pattern !== '' && !/[*?[\\$}{]/.test(pattern);
  if (plain && op.startsWith('%') && v.text.endsWith(pattern))
    return { ...v, text: v.text.slice(0, v.text.length - pattern.length), literal: false };
  if (plain && op.startsWith('#') && v.text.startsWith(pattern))
    return { ...v, text: v.text.slice(pattern.length), literal: false };
  return { ...v, literal: false };
}

/**
 * bash's other `${x@op}` transformations of a known value: `@E` expands backslash escapes as `$'…'` does
 * (`_dl='\x63\x75\x72\x6c'` then `${_dl@E}` is `curl`, the text it spells, with a decode fact for the hiding as
 * for an ANSI-C string), `@U`/`@u`/`@L` change case. Anything else keeps the value.
 */
function transformed(st: ShellState, v: Value, op: string | undefined, node: Node): Value {
  if (!v.literal) return v;
  if (op === 'U') return literal(v.text.toUpperCase());
  if (op === 'L') return literal(v.text.toLowerCase());
  if (op === 'u') return literal(v.text.charAt(0).toUpperCase() + v.text.slice(1));
  if (op !== 'E') return v;
  const d = decodeEscapes(v.text, 'plain');
  if (d.hidden >= 2)
    st.emit(
      { kind: 'decode', scheme: 'escape', input: literal(v.text), decoded: d.text },
      node.startIndex,
      node.endIndex,
    );
  // Known text, like the command it spells: what it then runs is read as that command (the decode fact
  // keeps the hiding on record).
  return literal(d.text);
}
