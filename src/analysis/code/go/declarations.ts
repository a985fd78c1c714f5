import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type Ctx, LIMITS } from './context.js';
import { evalExpr } from './evaluate.js';
import { type GV, holding } from './gv.js';
import { commandField } from './lib-exec.js';
import { embeddedValue } from './lib-files.js';
import { literalText } from './strings.js';
import { declareStruct, typeName } from './types.js';

/**
 * A Go file's declarations, read before any code runs: its package name, imports (the name each import is
 * used by in this file), functions and methods (`Type.Method`), type names and struct field types, and the
 * `//go:embed` variables (whose value is the embedded files' contents). Also assignment to a name, a field,
 * an index or through a pointer.
 */

/** Declares the file's names; returns its package-level `var`/`const` declarations, to walk in order. */
export function declareFile(ctx: Ctx, root: Node): Node[] {
  const vars: Node[] = [];
  let embed: string | undefined;
  for (const node of root.namedChildren) {
    if (node.type === 'comment') {
      const m = /^\/\/go:embed[ \t]+(.{1,300})$/.exec(node.text.trim());
      if (m) embed = m[1]!.trim();
      continue;
    }
    const pending = embed;
    embed = undefined;
    switch (node.type) {
      case 'package_clause':
        ctx.pkg = node.namedChildren[0]?.text ?? '';
        break;
      case 'import_declaration':
        for (const c of node.namedChildren)
          for (const spec of c.type === 'import_spec_list' ? c.namedChildren : [c])
            if (spec.type === 'import_spec') importSpec(ctx, spec);
        break;
      case 'function_declaration':
      case 'method_declaration':
        declareFunction(ctx, node);
        break;
      case 'type_declaration':
        for (const spec of node.namedChildren) {
          const name = spec.childForFieldName('name')?.text;
          if (!name) continue;
          ctx.types.add(name);
          declareStruct(ctx, name, spec.childForFieldName('type'));
        }
        break;
      case 'var_declaration':
        if (pending !== undefined) embedded(ctx, node, pending);
        else vars.push(node);
        break;
      case 'const_declaration':
        vars.push(node);
        break;
    }
  }
  return vars;
}

/** The name a package is used by: the import's own name, else the path's last element as Go names it. */
function importSpec(ctx: Ctx, spec: Node): void {
  const pathNode = spec.childForFieldName('path');
  const path = pathNode ? literalText(pathNode) : undefined;
  if (!path) return;
  const alias = spec.childForFieldName('name')?.text;
  if (alias === '_' || alias === '.') return;
  const parts = path.split('/');
  let last = parts[parts.length - 1] ?? path;
  // `github.com/x/y/v2` is package `y`; `gopkg.in/yaml.v3` is `yaml`; `go-isatty` is `isatty`.
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts[parts.length - 2]!;
  const name =
    alias ??
    last
      .replace(/\.v\d+$/, '')
      .replace(/^go-/, '')
      .replace(/[.-]go$/, '')
      .replace(/[^\w]/g, '_');
  if (ctx.imports.size < 256) ctx.imports.set(name, path);
}

function declareFunction(ctx: Ctx, node: Node): void {
  const name = node.childForFieldName('name')?.text;
  if (!name || ctx.functions.size >= LIMITS.maxFunctions) return;
  const recv = node.childForFieldName('receiver')?.namedChildren[0];
  const recvType = recv ? typeName(ctx, recv.childForFieldName('type')) : undefined;
  const key = recvType ? `${recvType}.${name}` : name;
  ctx.functions.set(key, { key, node, analyses: 0 });
}

/** `//go:embed runbook.md` over `var runbook string`: the variable holds the file's text. */
function embedded(ctx: Ctx, node: Node, pattern: string): void {
  for (const spec of node.namedChildren) {
    const type = spec.childForFieldName('type');
    const fs = /\bFS$/.test(type?.text ?? '');
    for (const n of spec.childrenForFieldName('name')) {
      if (ctx.embedded.size < 64) ctx.embedded.set(n.text, pattern);
      ctx.declare(n.text, embeddedValue(ctx, spec, pattern, fs));
    }
  }
}

/**
 * Stores a value: `x` (declared here with `:=`, else where it was declared), `x.f` (the struct's field,
 * seen by every copy of it; a command's streams, lib-exec.ts), `m[k]` (a map's entry), `*p`.
 */
export function assignTarget(ctx: Ctx, target: Node, value: GV, declare: boolean): void {
  switch (target.type) {
    case 'identifier':
      if (declare) ctx.declare(target.text, value);
      else ctx.set(target.text, value);
      return;
    case 'selector_expression': {
      const objNode = target.childForFieldName('operand');
      const field = target.childForFieldName('field')?.text ?? '';
      if (!objNode) return;
      const obj = evalExpr(ctx, objNode);
      commandField(ctx, obj, field, value, target);
      store(ctx, objNode, obj, field, value);
      return;
    }
    case 'index_expression': {
      const objNode = target.childForFieldName('operand');
      if (!objNode) return;
      const obj = evalExpr(ctx, objNode);
      const key = evalExpr(ctx, target.childForFieldName('index'));
      store(
        ctx,
        objNode,
        obj,
        key.v.literal ? key.v.text : undefined,
        key.v.literal ? value : holding(value, [key]),
      );
      return;
    }
    case 'unary_expression':
    case 'parenthesized_expression': {
      const inner = target.childForFieldName('operand') ?? target.namedChildren[0];
      if (inner) assignTarget(ctx, inner, value, false);
      return;
    }
    default:
      evalExpr(ctx, target);
  }
}

/** A field or entry stored into a struct or map: the shared fields, and the container's taints. */
function store(ctx: Ctx, objNode: Node, obj: GV, key: string | undefined, value: GV): void {
  const fields = obj.fields ?? new Map<string, GV>();
  if (key !== undefined && fields.size < 256) fields.set(key, value);
  const updated: GV = { ...holding(obj, [value]), fields };
  if (objNode.type === 'identifier') ctx.set(objNode.text, updated);
  else if (objNode.type === 'selector_expression' || objNode.type === 'index_expression')
    assignTarget(ctx, objNode, updated, false);
}
