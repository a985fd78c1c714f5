import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { fixedRegexText } from '../../strings.js';
import { concat, literal, tainted } from '../values.js';
import { castTo } from './casts.js';
import type { PsCtx } from './context.js';
import { callMethod, memberOf } from './dotnet.js';
import { COALESCE_STAND_IN } from './grammar-text.js';
import { argumentsOf, unwrap, WRAPPERS } from './nodes.js';
import {
  coalesce,
  data,
  itemsOf,
  joinItems,
  lit,
  num,
  opaque,
  type PsHash,
  type PsVal,
  plusValues,
  result,
  staticText,
  toValue,
} from './psval.js';
import { formatText, normalizeName, replaceAllCi, stringBody, unescapeRun, variableName } from './strings.js';
import { envValue } from './variables.js';

/**
 * PowerShell expressions. The grammar nests every expression in a chain of single-child precedence
 * levels (logical → bitwise → comparison → additive → …); those are skipped in a loop, not recursion.
 * Operators that build text fold on static values: `+`, `-f`, `-join`, `-replace`, `-split`, `*`,
 * `-bxor` and casts (`[char]105`, `[char[]](…)`), indexing (`$PSHome[4]`, `$s[-1..-20]`).
 */

export function evalExpr(ix: PsCtx, start: Node): PsVal {
  const node = unwrap(start);
  switch (node.type) {
    case 'expandable_string_literal':
    case 'expandable_here_string_literal':
      return expandable(ix, node);
    case 'verbatim_string_characters':
    case 'verbatim_here_string_characters':
      return lit(unescapeRun(stringBody(node.text).body, "'"));
    case 'integer_literal':
    case 'decimal_integer_literal':
    case 'hexadecimal_integer_literal':
    case 'real_literal':
      return number(node.text);
    case 'variable':
    case 'braced_variable':
      return variable(ix, node);
    case 'generic_token':
      return genericToken(ix, node);
    case 'parenthesized_expression':
    case 'sub_expression': {
      let v: PsVal = lit('');
      for (const c of node.namedChildren) v = ix.stmt(c);
      return v;
    }
    case 'array_expression':
      return arrayExpression(ix, node);
    case 'hash_literal_expression':
      return hashLiteral(ix, node);
    case 'script_block_expression':
      ix.noteBlock(node);
      return { k: 'block', node };
    case 'type_literal':
      return { k: 'type', name: typeName(node) };
    case 'member_access':
      return member(ix, node);
    case 'invokation_expression':
      return invocation(ix, node);
    case 'element_access':
      return elementAccess(ix, node);
    case 'expression_with_unary_operator':
      return unary(ix, node);
    case 'cast_expression': {
      const type = node.namedChildren.find((c) => c.type === 'type_literal');
      const operand = node.namedChildren.find((c) => c.type !== 'type_literal');
      return castTo(ix, type ? typeName(type) : '', operand ? ix.expr(operand) : lit(''), node);
    }
    case 'command_name':
      return lit(node.text);
    case 'path_command_name':
    case 'command_name_expr':
      return node.namedChildCount === 1 ? ix.expr(node.namedChildren[0]!) : lit(node.text);
    case 'argument_list':
      return { k: 'arr', items: argumentsOf(ix, node).vals };
    case 'pipeline':
      return ix.pipeline(node);
    case 'command':
      return ix.command(node, undefined);
    case 'statement_list':
      return ix.stmt(node);
    default:
      if (WRAPPERS.has(node.type)) return binary(ix, node);
      for (const c of node.namedChildren) ix.stmt(c);
      return opaque(node.type);
  }
}

/**
 * `@( … )` collects what every statement inside outputs: `-join @(` with one string per line `)` joins all
 * of them (a blob split over lines), not only the last. An assignment outputs nothing; a single statement
 * is read as before (its value, an array kept whole).
 */
function arrayExpression(ix: PsCtx, node: Node): PsVal {
  const list = node.namedChildren.length === 1 ? node.namedChildren[0]! : undefined;
  const statements =
    list?.type === 'statement_list' ? list.namedChildren.filter((c) => c.type !== 'comment') : [];
  if (statements.length > 1) {
    const items: PsVal[] = [];
    for (const st of statements) {
      const v = ix.stmt(st);
      if (st.type !== 'pipeline' || st.namedChildren.some((c) => c.type === 'assignment_expression'))
        continue;
      if (v.k === 'arr') items.push(...v.items);
      else items.push(v);
    }
    return { k: 'arr', items };
  }
  let v: PsVal = { k: 'arr', items: [] };
  for (const c of node.namedChildren) v = ix.stmt(c);
  return v.k === 'arr' ? v : { k: 'arr', items: [v] };
}

export function typeName(node: Node): string {
  const spec = node.namedChildren.find((c) => c.type === 'type_spec');
  return (spec?.text ?? node.text.replace(/^\[|\]$/g, ''))
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/^system\./, '');
}

function number(text: string): PsVal {
  const t = text.toLowerCase().replace(/(?:kb|mb|gb|tb|pb|l|d|u)$/, '');
  const n = t.startsWith('0x') ? Number.parseInt(t.slice(2), 16) : Number(t);
  return Number.isFinite(n) ? num(n) : opaque('number');
}

function variable(ix: PsCtx, node: Node): PsVal {
  const name = variableName(node.text);
  if (name.startsWith('env:')) {
    // The variable's own spelling (environment names are shown as written).
    const raw = node.text
      .replace(/^[$@]\{?|\}$/g, '')
      .replace(/`/g, '')
      .replace(/^env:/i, '');
    const { value, secret } = envValue(raw);
    if (secret) ix.emit({ kind: 'read', target: value, secret: 'env-secret' }, node, name);
    return data(value);
  }
  return ix.get(name);
}

/** A bare argument (`C:\x`, `$env:TEMP\a.exe`): literal text, variables inside it expanded. */
function genericToken(ix: PsCtx, node: Node): PsVal {
  if (node.namedChildCount === 0) return lit(unescapeRun(node.text, '"'));
  return spliced(ix, node, node.text, 0, '"');
}

/** A double-quoted string: literal runs unescaped, `$var` / `${var}` / `$(…)` spliced in. */
function expandable(ix: PsCtx, node: Node): PsVal {
  const { body, offset, quote } = stringBody(node.text);
  return spliced(ix, node, body, offset, quote);
}

function spliced(ix: PsCtx, node: Node, body: string, offset: number, quote: '"' | "'"): PsVal {
  const parts: Value[] = [];
  let pos = 0;
  for (const c of node.namedChildren) {
    const s = c.startIndex - node.startIndex - offset;
    const e = c.endIndex - node.startIndex - offset;
    if (s < pos || s > body.length) continue;
    // `` `$name `` is the text `$name`, not the variable (a loader's source kept for later).
    if (quote === '"' && escapedAt(body, s)) {
      parts.push(literal(unescapeRun(body.slice(pos, s - 1), quote)), literal(c.text));
      pos = e;
      continue;
    }
    if (s > pos) parts.push(literal(unescapeRun(body.slice(pos, s), quote)));
    parts.push(toValue(ix.expr(c)));
    pos = e;
  }
  if (pos < body.length) parts.push(literal(unescapeRun(body.slice(pos), quote)));
  return data(parts.length ? concat(parts) : literal(''));
}

/** An odd run of backticks right before `at` escapes the character there. */
function escapedAt(body: string, at: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= 0 && body[i] === '`' && n < 64; i--) n++;
  return n % 2 === 1;
}

function hashLiteral(ix: PsCtx, node: Node): PsHash {
  const props = new Map<string, PsVal>();
  for (const e of node.descendantsOfType('hash_entry')) {
    if (e.parent?.parent?.id !== node.id) continue;
    const key = e.namedChildren.find((c) => c.type === 'key_expression');
    const value = e.namedChildren.find((c) => c.type !== 'key_expression');
    const k = key ? (staticText(ix.expr(key)) ?? key.text) : '';
    if (props.size < 256)
      props.set(k.replace(/^['"]|['"]$/g, '').toLowerCase(), value ? ix.stmt(value) : lit(''));
  }
  return { k: 'hash', props };
}

/** The name of a member: a plain name, or a computed one (`$wc.('Down' + 'loadString')`). */
export function memberName(ix: PsCtx, node: Node): string {
  const m = node.namedChildren.find((c) => c.type === 'member_name');
  if (!m) return '';
  const simple = m.namedChildren.find((c) => c.type === 'simple_name');
  if (simple && m.namedChildCount === 1) return normalizeName(simple.text);
  const inner = m.namedChildren[0];
  const v = inner ? ix.expr(inner) : undefined;
  return normalizeName(staticText(v) ?? m.text);
}

function isStatic(node: Node): boolean {
  return node.children.some((c) => c?.type === '::');
}

function member(ix: PsCtx, node: Node): PsVal {
  const target = node.namedChildren[0];
  const recv = target ? ix.expr(target) : opaque('object');
  return memberOf(ix, recv, memberName(ix, node), isStatic(node), node);
}

function invocation(ix: PsCtx, node: Node): PsVal {
  const target = node.namedChildren[0];
  const recv = target ? ix.expr(target) : opaque('object');
  const args = argumentsOf(
    ix,
    node.namedChildren.find((c) => c.type === 'argument_list'),
  );
  return callMethod(ix, recv, memberName(ix, node), args.vals, isStatic(node), node, args.nodes);
}

function indexOf(v: PsVal): number[] {
  const out: number[] = [];
  for (const it of itemsOf(v)) if (it.k === 'data' && it.num !== undefined) out.push(it.num);
  return out;
}

function elementAccess(ix: PsCtx, node: Node): PsVal {
  const [target, index] = node.namedChildren;
  const recv = target ? ix.expr(target) : opaque('object');
  const idx = index ? ix.expr(index) : opaque('index');
  const text = staticText(recv);
  const items: PsVal[] | undefined =
    recv.k === 'arr' ? recv.items : text !== undefined ? Array.from(text).map((c) => lit(c)) : undefined;
  const key = staticText(idx);
  if (recv.k === 'hash' && key !== undefined) return recv.props.get(key.toLowerCase()) ?? opaque(key);
  const positions = indexOf(idx);
  if (!items || positions.length === 0 || positions.length !== itemsOf(idx).length)
    return result('item', [recv]);
  const pick = positions.map((i) => items[i < 0 ? items.length + i : i] ?? lit(''));
  if (idx.k !== 'arr') return pick[0]!;
  return { k: 'arr', items: pick };
}

function unary(ix: PsCtx, node: Node): PsVal {
  const op = node.child(0)?.type.toLowerCase() ?? '';
  const operandNode = node.namedChildren[node.namedChildCount - 1];
  if (operandNode?.type === 'cast_expression' && node.namedChildCount === 1 && node.childCount === 1)
    return ix.expr(operandNode);
  const v = operandNode ? ix.expr(operandNode) : opaque('value');
  switch (op) {
    case '-join':
      return joined(ix, itemsOf(v), '', node);
    case ',':
      return { k: 'arr', items: [v] };
    case '-':
      return v.k === 'data' && v.num !== undefined ? num(-v.num) : result('negated', [v]);
    case '+':
      return v;
    case '-split':
      return { k: 'arr', items: [v] };
    default:
      return opaque('value');
  }
}

/** `items -join sep`: joined text; a string rebuilt from characters made of numbers is a decoding. */
function joined(ix: PsCtx, items: PsVal[], sep: string, node: Node): PsVal {
  const v = joinItems(items, sep);
  const codes = items.length >= 4 && items.every((i) => i.k === 'data' && i.char === true);
  if (!codes || !v.literal) return data(v);
  ix.emit(
    {
      kind: 'decode',
      scheme: 'charcode',
      input: literal(node.text.slice(0, 300)),
      decoded: v.text.slice(0, 2000),
    },
    node,
  );
  return data(tainted(v, 'decoded'));
}

/** Binary operators, folded left to right over the node's operands; `a, b, c` is an array. */
function binary(ix: PsCtx, node: Node): PsVal {
  if (node.type === 'array_literal_expression') {
    const items: PsVal[] = [];
    for (const c of node.namedChildren) if (items.length < 4096) items.push(ix.expr(c));
    return { k: 'arr', items };
  }
  let acc: PsVal | undefined;
  let op = '';
  for (const c of node.children) {
    if (!c) continue;
    const isOp = !c.isNamed || c.type === 'comparison_operator' || c.type === 'format_operator';
    if (isOp) {
      op = c.text.toLowerCase();
      // PowerShell 7's `??` reached the grammar as `-f` (grammar-text.ts).
      if (op === COALESCE_STAND_IN && ix.textOf(c).startsWith('??', c.startIndex)) op = '??';
      continue;
    }
    const v = ix.expr(c);
    acc = acc === undefined ? v : apply(ix, op, acc, v, node);
  }
  return acc ?? opaque(node.type);
}

function apply(ix: PsCtx, op: string, a: PsVal, b: PsVal, node: Node): PsVal {
  const an = a.k === 'data' ? a.num : undefined;
  const bn = b.k === 'data' ? b.num : undefined;
  switch (op) {
    case '+':
      return plusValues(a, b);
    case '-':
      return an !== undefined && bn !== undefined ? num(an - bn) : result('difference', [a, b]);
    case '*':
      if (an !== undefined && bn !== undefined) return num(an * bn);
      if (staticText(a) !== undefined && bn !== undefined && bn * staticText(a)!.length <= 4096)
        return lit(staticText(a)!.repeat(bn));
      return result('product', [a, b]);
    case '..': {
      if (an === undefined || bn === undefined || Math.abs(bn - an) > 4096) return result('range', [a, b]);
      const step = an <= bn ? 1 : -1;
      const items: PsVal[] = [];
      for (let i = an; step > 0 ? i <= bn : i >= bn; i += step) items.push(num(i));
      return { k: 'arr', items };
    }
    case '-f':
      return data(format(a, b));
    case '??':
      return coalesce(a, b);
    case '-join':
      return joined(ix, itemsOf(a), staticText(b) ?? '', node);
    case '-replace':
    case '-ireplace':
    case '-creplace':
      return replace(a, b);
    case '-split':
    case '-isplit':
    case '-csplit': {
      const text = staticText(a);
      const sep = staticText(b) !== undefined ? fixedRegexText(staticText(b)!) : undefined;
      return text !== undefined && sep !== undefined
        ? { k: 'arr', items: text.split(sep, 4096).map((s) => lit(s)) }
        : { k: 'arr', items: [result('part', [a])] };
    }
    case '-bxor':
    case '-band':
    case '-bor':
      if (an === undefined || bn === undefined) return result('bits', [a, b]);
      return num(op === '-bxor' ? an ^ bn : op === '-band' ? an & bn : an | bn);
    default:
      return opaque('bool');
  }
}

function format(fmt: PsVal, args: PsVal): Value {
  const f = toValue(fmt);
  const items = itemsOf(args).map((i) => toValue(i));
  const text = formatText(
    f.text,
    items.map((i) => i.text),
  );
  const parts = [f, ...items];
  const merged = concat(parts);
  return { ...merged, text: text.slice(0, 2000), literal: parts.every((p) => p.literal) };
}

function replace(a: PsVal, b: PsVal): PsVal {
  const text = staticText(a);
  const [pattern, repl] = b.k === 'arr' ? b.items : [b, lit('')];
  const find = staticText(pattern) !== undefined ? fixedRegexText(staticText(pattern)!) : undefined;
  const r = staticText(repl ?? lit(''));
  if (text === undefined || find === undefined || r === undefined) return result('replaced', [a]);
  return lit(replaceAllCi(text, find, r));
}
