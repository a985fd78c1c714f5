import type { Node } from 'web-tree-sitter';
import { isHttpUrl } from '../../hosts.js';
import { concat } from '../values.js';
import type { Ctx } from './context.js';
import { data, type JsVal, knownText, num, opaque, realTaints, result, toValue } from './jsval.js';
import { assignMember, member } from './members.js';
import { bindPattern } from './patterns.js';

/**
 * Operators: concatenation (long `+` chains folded without nesting depth), arithmetic on known numbers
 * (char-code and xor tricks), `||`/`??` defaults, the ternary, assignments to names and members, and
 * `op=` updates.
 */

export function unary(ix: Ctx, node: Node): JsVal {
  const op = node.childForFieldName('operator')?.text ?? '';
  const arg = node.childForFieldName('argument');
  const v = arg ? ix.eval(arg) : opaque('value');
  const n = v.k === 'data' ? v.num : undefined;
  if (n !== undefined) {
    if (op === '-') return num(-n);
    if (op === '+') return num(n);
    if (op === '~') return num(~n);
  }
  if (op === '+' && v.k === 'data' && v.v.literal && /^\s*-?\d{1,15}(?:\.\d{1,15})?\s*$/.test(v.v.text))
    return num(Number(v.v.text));
  return opaque(op === 'typeof' ? 'type' : 'value');
}

function arith(op: string, a: number, b: number): number | undefined {
  switch (op) {
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '%':
      return a % b;
    case '**':
      return Math.abs(b) < 64 ? a ** b : undefined;
    case '^':
      return a ^ b;
    case '&':
      return a & b;
    case '|':
      return a | b;
    case '<<':
      return a << b;
    case '>>':
      return a >> b;
    case '>>>':
      return a >>> b;
    default:
      return undefined;
  }
}

/** Operands of a left-nested chain of one operator (`'e' + 'v' + 'a' + …`), collected without recursion
 *  so a thousand-term concatenation costs no nesting depth. */
function chainOperands(node: Node, op: string, max = 65_536): Node[] {
  const rights: Node[] = [];
  let cur: Node = node;
  // Positional `child(i)` access: a field lookup or `children` costs several WASM calls per level.
  while (cur.type === 'binary_expression' && rights.length < max) {
    const l = cur.child(0);
    const o = cur.child(1);
    const r = cur.child(2);
    if (!l || !r || o?.type !== op) break;
    rights.push(r);
    cur = l;
  }
  return [cur, ...rights.reverse()];
}

export function binary(ix: Ctx, node: Node): JsVal {
  const op = node.childForFieldName('operator')?.text ?? '';
  if (op === '+') {
    const operands = chainOperands(node, '+');
    if (operands.length > 2) {
      let acc = ix.eval(operands[0]!);
      for (const n of operands.slice(1)) acc = combine('+', acc, ix.eval(n));
      return acc;
    }
  }
  const ln = node.childForFieldName('left');
  const rn = node.childForFieldName('right');
  const l = ln ? ix.eval(ln) : opaque('value');
  const r = rn ? ix.eval(rn) : opaque('value');
  return combine(op, l, r);
}

/** The value of `l op r` (also used by `op=` assignments). */
export function combine(op: string, l: JsVal, r: JsVal): JsVal {
  const a = l.k === 'data' ? l.num : undefined;
  const b = r.k === 'data' ? r.num : undefined;
  if (op === '+') {
    if (a !== undefined && b !== undefined) return num(a + b);
    return data(concat([toValue(l), toValue(r)]));
  }
  if (op === '||' || op === '??') return pickOr(l, r);
  if (op === '&&') return r;
  if (a !== undefined && b !== undefined) {
    const n = arith(op, a, b);
    if (n !== undefined && Number.isFinite(n)) return num(n);
  }
  if (['-', '*', '/', '%', '**', '^', '&', '|', '<<', '>>', '>>>'].includes(op))
    return result('number', [l, r]);
  return opaque('bool');
}

/** A relative path of the tree written as a literal (`test/fixtures`, `./plugins`, `conf/app.json`). */
const RELATIVE_PATH = /^(?:\.{1,2}\/)?[\w@+-][\w.@+-]{0,100}(?:\/[\w.@+-]{1,100}){0,16}\/?$/;

/**
 * An environment setting with a shipped default, `process.env.X || 'lit'` (also `??` and
 * `process.env.X ? process.env.X : 'lit'`): unless the user sets X, the default is the value — a URL it
 * sends to, or a folder of the tree it reads or loads modules from. The setting stays (its taint says the
 * value can be changed); undefined when `r` is no such default.
 */
export function envDefault(l: JsVal, r: JsVal): JsVal | undefined {
  if (l.k !== 'data' || r.k !== 'data' || l.v.literal || !l.v.taints.includes('env') || l.v.secret)
    return undefined;
  if (!r.v.literal) return undefined;
  const text = r.v.text.trim();
  if (isHttpUrl(text)) return { ...l, v: { ...l.v, text } };
  // A bare word (`production`, `info`) is a mode, not a path: only a path with a folder or an extension.
  if (RELATIVE_PATH.test(text) && /[/]|\.\w{1,5}$/.test(text)) return { ...l, v: { ...l.v, text } };
  return undefined;
}

/** `a || b`: the side that tells us something (a default path, an env variable). */
function pickOr(l: JsVal, r: JsVal): JsVal {
  if (l.k !== 'data') return l;
  // `process.env.STUB_SERVER || 'http://…'`: unless the user sets it, the shipped URL is where it goes.
  const shipped = envDefault(l, r);
  if (shipped) return shipped;
  // `process.env.npm_config_userconfig || path.join(os.homedir(), ".npmrc")`: the same, for a file in the
  // home folder the code falls back to: unless the user moved it, that file is what is opened.
  if (
    !l.v.literal &&
    l.v.taints.includes('env') &&
    !l.v.secret &&
    r.k === 'data' &&
    realTaints(r.v).length === 0 &&
    /^~\/[^\s$]{1,300}$/.test(r.v.text)
  )
    return r;
  if ((l.v.literal && l.v.text !== '') || realTaints(l.v).length) return l;
  if (r.k !== 'data') return r;
  return !r.v.literal && realTaints(r.v).length === 0 ? l : r;
}

/** Of two alternatives, the one that carries more (taints, then known text). */
export function richer(a: JsVal, b: JsVal): JsVal {
  const score = (v: JsVal) => (v.k !== 'data' ? 3 : realTaints(v.v).length ? 4 : v.v.literal ? 2 : 0);
  return score(b) > score(a) ? b : a;
}

export function assignment(ix: Ctx, node: Node): JsVal {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const v = right ? ix.eval(right) : opaque('value');
  if (!left) return v;
  if (left.text === 'module.exports') ix.exported(v, node);
  if (left.type === 'identifier') ix.assign(left.text, v);
  else if (left.type === 'member_expression' || left.type === 'subscript_expression') {
    const objNode = left.childForFieldName('object');
    const key = memberKey(ix, left);
    const obj = objNode ? ix.eval(objNode) : undefined;
    if (obj && key !== undefined) assignMember(ix, obj, key, v, left);
    else if (obj?.k === 'obj') {
      // `out[k] = value` with a key we cannot know: the object now carries the value's taints.
      const val = toValue(v);
      if (realTaints(val).length || val.secret) obj.rest = obj.rest ? concat([obj.rest, val]) : val;
    } else if (obj?.k === 'arr' && obj.items.length < 4096) obj.items.push(v);
  } else bindPattern(ix, left, v, false);
  return v;
}

export function augmented(ix: Ctx, node: Node): JsVal {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const op = (node.childForFieldName('operator')?.text ?? '+=').slice(0, -1);
  const r = right ? ix.eval(right) : opaque('value');
  if (left?.type === 'identifier') {
    const v = combine(op, ix.lookup(left.text), r);
    ix.assign(left.text, v);
    return v;
  }
  if (left?.type === 'member_expression' || left?.type === 'subscript_expression') {
    const objNode = left.childForFieldName('object');
    const key = memberKey(ix, left);
    if (objNode && key !== undefined) {
      const obj = ix.eval(objNode);
      const v = combine(op, member(ix, obj, key, left), r);
      assignMember(ix, obj, key, v, left);
      return v;
    }
  }
  return r;
}

/** The static key of `a.b` / `a['b']`, or undefined. */
export function memberKey(ix: Ctx, node: Node): string | undefined {
  if (node.type === 'member_expression') return node.childForFieldName('property')?.text;
  const idx = node.childForFieldName('index');
  return knownText(idx ? ix.eval(idx) : undefined);
}
