import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { asAlternative } from './fallbacks.js';
import { importStatement, reexport } from './imports.js';
import { type JsVal, lit, opaque } from './jsval.js';
import { bindPattern, classValue, forInOf } from './patterns.js';

/**
 * Statements, run in source order: declarations (with destructuring), classes as objects of their
 * methods, imports and exports, control flow (every branch and loop body once), returns into the
 * current activation. Type-only TypeScript declarations produce nothing.
 */

/** Statement node types (everything else is read as an expression). */
const STATEMENTS = new Set([
  'expression_statement',
  'lexical_declaration',
  'variable_declaration',
  'function_declaration',
  'generator_function_declaration',
  'class_declaration',
  'abstract_class_declaration',
  'import_statement',
  'export_statement',
  'if_statement',
  'else_clause',
  'statement_block',
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
  'try_statement',
  'switch_statement',
  'return_statement',
  'throw_statement',
  'labeled_statement',
  'with_statement',
  'empty_statement',
  'break_statement',
  'continue_statement',
  'debugger_statement',
  'comment',
  'hash_bang_line',
  'interface_declaration',
  'type_alias_declaration',
  'ambient_declaration',
  'enum_declaration',
  'import_alias',
  'internal_module',
  'module',
]);

export function isStatement(node: Node): boolean {
  return STATEMENTS.has(node.type);
}

export function runStatement(ix: Ctx, node: Node): void {
  const field = (name: string) => node.childForFieldName(name);
  switch (node.type) {
    case 'lexical_declaration':
    case 'variable_declaration':
      for (const d of node.namedChildren) {
        if (d.type !== 'variable_declarator') continue;
        const name = d.childForFieldName('name');
        const value = d.childForFieldName('value');
        const v = value ? ix.eval(value) : lit('');
        if (name) bindPattern(ix, name, v, true);
      }
      return;
    case 'function_declaration':
    case 'generator_function_declaration':
    case 'comment':
    case 'hash_bang_line':
    case 'empty_statement':
    case 'break_statement':
    case 'continue_statement':
    case 'debugger_statement':
    case 'interface_declaration':
    case 'type_alias_declaration':
    case 'ambient_declaration':
    case 'import_alias':
      return;
    case 'class_declaration':
    case 'abstract_class_declaration': {
      const name = field('name');
      const v = classValue(ix, node);
      if (name) ix.bindLocal(name.text, v);
      return;
    }
    case 'import_statement':
      importStatement(ix, node);
      return;
    case 'export_statement': {
      const decl = field('declaration');
      const value = field('value');
      if (decl) ix.stmt(decl);
      else if (value) ix.exported(ix.eval(value), node);
      else reexport(ix, node);
      return;
    }
    case 'statement_block':
    case 'else_clause':
      asAlternative(() => ix.block(node));
      return;
    case 'for_in_statement':
      forInOf(ix, node);
      return;
    case 'return_statement': {
      const e = node.namedChild(0);
      const v = e ? ix.eval(e) : lit('');
      ix.returnValue(v);
      return;
    }
    case 'catch_clause': {
      const param = field('parameter');
      if (param) bindPattern(ix, param, opaque('error'), true);
      const body = field('body');
      if (body) asAlternative(() => ix.block(body));
      return;
    }
    case 'enum_declaration':
      enumDeclaration(ix, node);
      return;
    default:
      for (const child of node.namedChildren) ix.any(child);
  }
}

/** Members an enum is read with at most: the bound is for generated files. */
const MAX_ENUM_MEMBERS = 512;

/**
 * `enum EnvVar { Token = 'WHATSAPP_TOKEN' }`: an object whose string members are known, so
 * `process.env[EnvVar.Token]` reads that one variable, not the whole environment. Members without a value
 * (numbers) are left unknown: only the names of things are judged.
 */
function enumDeclaration(ix: Ctx, node: Node): void {
  const name = node.childForFieldName('name');
  const body = node.childForFieldName('body');
  if (!name || !body) return;
  const props = new Map<string, JsVal>();
  for (const m of body.namedChildren.slice(0, MAX_ENUM_MEMBERS)) {
    const key = m.type === 'enum_assignment' ? m.childForFieldName('name') : undefined;
    const value = m.childForFieldName('value');
    if (key && value) props.set(key.text.replace(/^['"]|['"]$/g, ''), ix.eval(value));
  }
  ix.bindLocal(name.text, { k: 'obj', props });
}
