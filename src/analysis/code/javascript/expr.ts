import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { hasMarker } from '../module-summary.js';
import { concat, literal } from '../values.js';
import { callMethod, callValue, construct } from './calls.js';
import type { Args, Ctx } from './context.js';
import { dynamicImport } from './imports.js';
import {
  type ArrVal,
  ENV_ALL,
  elementOf,
  type JsVal,
  knownText,
  lit,
  type ObjVal,
  opaque,
  realTaints,
  result,
  toValue,
} from './jsval.js';
import { numberValue, regexOf, stringValue, templateValue } from './literals.js';
import { envDynamic, member } from './members.js';
import { assignment, augmented, binary, envDefault, memberKey, richer, unary } from './operators.js';
import { classValue } from './patterns.js';

/**
 * Expression evaluation: constants fold (strings with their escapes decoded, template literals,
 * concatenation, arithmetic on numbers for char-code and xor tricks), names resolve through frames and
 * aliases, and calls go to `calls.ts`. Unknown constructs are walked for the calls inside them and read
 * as an unknown value.
 */

export function evaluate(ix: Ctx, node: Node): JsVal {
  const f = (name: string) => node.childForFieldName(name);
  switch (node.type) {
    case 'string':
      return stringValue(ix, node);
    case 'template_string':
      return templateValue(ix, node);
    case 'number':
      return numberValue(node.text);
    case 'true':
    case 'false':
    case 'null':
    case 'undefined':
      return lit(node.type === 'true' || node.type === 'false' ? node.type : '');
    case 'identifier':
    case 'shorthand_property_identifier':
      return ix.lookup(node.text);
    case 'regex':
      return { k: 'data', v: literal(node.text), regex: regexOf(node) };
    case 'parenthesized_expression':
    case 'sequence_expression':
    case 'await_expression':
    case 'non_null_expression':
    case 'as_expression':
    case 'satisfies_expression':
    case 'type_assertion':
    case 'yield_expression':
    case 'spread_element':
      return lastOf(ix, node);
    case 'unary_expression':
      return unary(ix, node);
    case 'binary_expression':
      return binary(ix, node);
    case 'ternary_expression': {
      const c = f('condition');
      if (c) ix.eval(c);
      const a = f('consequence');
      const b = f('alternative');
      const av = a ? ix.eval(a) : opaque('value');
      const bv = b ? ix.eval(b) : opaque('value');
      return envDefault(av, bv) ?? envDefault(bv, av) ?? richer(av, bv);
    }
    case 'assignment_expression':
      return assignment(ix, node);
    case 'augmented_assignment_expression':
      return augmented(ix, node);
    case 'array':
      return arrayValue(ix, node);
    case 'object':
      return objectValue(ix, node);
    case 'member_expression': {
      const obj = f('object');
      const prop = f('property');
      if (!obj || !prop || obj.type === 'import') return opaque('member');
      return member(ix, ix.eval(obj), prop.text, node);
    }
    case 'subscript_expression':
      return subscript(ix, node);
    case 'call_expression':
      return call(ix, node);
    case 'new_expression': {
      const ctor = f('constructor');
      const args = evalArgs(ix, f('arguments'));
      return ctor ? construct(ix, ix.eval(ctor), args, node) : opaque('new');
    }
    case 'arrow_function':
    case 'function_expression':
    case 'function':
    case 'generator_function':
      return ix.makeFn(node);
    case 'class':
      return classValue(ix, node);
    default:
      for (const child of node.namedChildren) ix.any(child);
      return opaque(node.type);
  }
}

function lastOf(ix: Ctx, node: Node): JsVal {
  let last: JsVal = opaque(node.type);
  for (const child of node.namedChildren) {
    // `x as Config`, `x satisfies Options`: the type is a name (`type_identifier`), not the value.
    if (
      child.type === 'comment' ||
      child.type.endsWith('_type') ||
      child.type.endsWith('type_identifier') ||
      child.type === 'type_arguments'
    )
      continue;
    last = ix.eval(child);
  }
  return last;
}

// -------------------------------------------------------------------------------------------------
// Collections, members, calls

const MAX_ITEMS = 4096;

function spreadInto(items: JsVal[], v: JsVal): void {
  if (v.k === 'arr') items.push(...v.items.slice(0, MAX_ITEMS - items.length));
  else if (v.k === 'data' && v.v.literal)
    for (const ch of Array.from(v.v.text).slice(0, MAX_ITEMS)) items.push(lit(ch));
  else items.push(elementOf(v));
}

function arrayValue(ix: Ctx, node: Node): ArrVal {
  const items: JsVal[] = [];
  for (const c of node.namedChildren) {
    if (items.length >= MAX_ITEMS) {
      ix.tick();
      continue;
    }
    if (c.type === 'comment') continue;
    if (c.type === 'spread_element') {
      const inner = c.namedChild(0);
      if (inner) spreadInto(items, ix.eval(inner));
    } else items.push(ix.eval(c));
  }
  return { k: 'arr', items };
}

function objectValue(ix: Ctx, node: Node): ObjVal {
  const obj: ObjVal = { k: 'obj', props: new Map() };
  const rest: Value[] = [];
  for (const c of node.namedChildren) {
    if (c.type === 'pair') {
      const key = c.childForFieldName('key');
      const value = c.childForFieldName('value');
      const name = key ? propertyName(ix, key) : undefined;
      const v = value ? ix.eval(value) : opaque('value');
      if (name !== undefined) obj.props.set(name, v);
      else rest.push(toValue(v));
    } else if (c.type === 'shorthand_property_identifier') obj.props.set(c.text, ix.lookup(c.text));
    else if (c.type === 'method_definition') {
      const name = c.childForFieldName('name');
      if (name) obj.props.set(name.text, ix.makeFn(c));
    } else if (c.type === 'spread_element') {
      const inner = c.namedChild(0);
      const v = inner ? ix.eval(inner) : opaque('spread');
      if (v.k === 'obj') for (const [k, pv] of v.props) obj.props.set(k, pv);
      else if (v.k === 'ref' && v.name === 'process.env') rest.push(ENV_ALL);
      else rest.push(toValue(v));
    }
    if (obj.props.size > 512) break;
  }
  // What came from outside the file (an imported function's result, a parameter) is kept too.
  const real = rest.filter((r) => realTaints(r).length || hasMarker(r));
  if (real.length) obj.rest = concat(real);
  return obj;
}

function propertyName(ix: Ctx, key: Node): string | undefined {
  if (key.type === 'computed_property_name') {
    const inner = key.namedChild(0);
    const v = inner ? ix.eval(inner) : undefined;
    return knownText(v);
  }
  if (key.type === 'string') {
    const v = ix.eval(key);
    return v.k === 'data' ? v.v.text : undefined;
  }
  return key.text;
}

function subscript(ix: Ctx, node: Node): JsVal {
  const obj = node.childForFieldName('object');
  const idx = node.childForFieldName('index');
  const recv = obj ? ix.eval(obj) : opaque('object');
  const key = idx ? ix.eval(idx) : opaque('key');
  const name = knownText(key);
  if (name !== undefined) return member(ix, recv, name, node);
  if (recv.k === 'ref' && recv.name === 'process.env') return envDynamic(ix, key, node);
  return recv.k === 'data' ? result('item', [recv]) : elementOf(recv);
}

export function evalArgs(ix: Ctx, argsNode: Node | null): Args {
  const out: Args = { vals: [], nodes: [] };
  if (!argsNode) return out;
  if (argsNode.type === 'template_string') {
    out.vals.push(ix.eval(argsNode));
    out.nodes.push(argsNode);
    return out;
  }
  for (const c of argsNode.namedChildren) {
    if (c.type === 'comment') continue;
    if (c.type === 'spread_element') {
      const inner = c.namedChild(0);
      const items: JsVal[] = [];
      if (inner) spreadInto(items, ix.eval(inner));
      for (const it of items) {
        out.vals.push(it);
        out.nodes.push(c);
      }
    } else {
      out.vals.push(ix.eval(c));
      out.nodes.push(c);
    }
    if (out.vals.length > MAX_ITEMS) break;
  }
  return out;
}

function call(ix: Ctx, node: Node): JsVal {
  const fnNode = node.childForFieldName('function');
  const argsNode = node.childForFieldName('arguments');
  if (!fnNode) return opaque('call');
  if (fnNode.type === 'import') return dynamicImport(ix, evalArgs(ix, argsNode), node);
  if (fnNode.type === 'member_expression' || fnNode.type === 'subscript_expression') {
    const objNode = fnNode.childForFieldName('object');
    const recv = objNode ? ix.eval(objNode) : opaque('object');
    const key = memberKey(ix, fnNode);
    const args = evalArgs(ix, argsNode);
    if (key === undefined) return callValue(ix, opaque('method'), args, node);
    return callMethod(ix, recv, key, args, node);
  }
  const callee = ix.eval(fnNode);
  return callValue(ix, callee, evalArgs(ix, argsNode), node);
}
