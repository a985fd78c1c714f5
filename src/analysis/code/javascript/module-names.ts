import type { Node } from 'web-tree-sitter';

/**
 * The name other modules call a function by, read from where it is defined (docs/facts.md "Across
 * modules"): `function f`, `const f = () => …`, `exports.f = function …`, `module.exports = { f() {} }`,
 * a method `m` of `class C` (`C.m`), `export default function` (`default`). Anything else (a callback
 * passed inline, an IIFE) has no name a caller in another file could use.
 */
export function exportedName(fn: Node): string | undefined {
  const own = fn.childForFieldName('name');
  const parent = fn.parent;
  if (fn.type === 'method_definition' && own) {
    const cls = parent?.parent;
    const clsName =
      cls?.type === 'class_declaration' || cls?.type === 'class' ? cls.childForFieldName('name') : null;
    return clsName ? `${clsName.text}.${own.text}` : own.text;
  }
  if (own && (fn.type === 'function_declaration' || fn.type === 'generator_function_declaration')) {
    return own.text;
  }
  if (!parent) return own?.text;
  if (parent.type === 'export_statement') return 'default';
  if (parent.type === 'variable_declarator') {
    const name = parent.childForFieldName('name');
    return name?.type === 'identifier' ? name.text : undefined;
  }
  if (parent.type === 'pair') {
    const key = parent.childForFieldName('key');
    return key ? key.text.replace(/^['"]|['"]$/g, '') : undefined;
  }
  if (parent.type === 'assignment_expression') {
    const left = parent.childForFieldName('left');
    if (left?.type === 'member_expression') {
      const prop = left.childForFieldName('property')?.text;
      const obj = left.childForFieldName('object')?.text;
      // `module.exports = function …` is the module's default export.
      if (obj === 'module' && prop === 'exports') return 'default';
      return prop;
    }
    return left?.type === 'identifier' ? left.text : undefined;
  }
  return own?.text;
}

/** `module.exports = { a, b: c }` / `export { c as b }`: exported name → local name, for the join. */
export function exportAliases(root: Node): Array<{ as: string; local: string }> {
  const out: Array<{ as: string; local: string }> = [];
  for (const stmt of root.namedChildren) {
    if (out.length >= 200) break;
    if (stmt.type === 'export_statement' && !stmt.childForFieldName('source')) {
      const clause = stmt.namedChildren.find((c) => c.type === 'export_clause');
      for (const spec of clause?.namedChildren ?? []) {
        const name = spec.childForFieldName('name')?.text;
        const alias = spec.childForFieldName('alias')?.text;
        if (name && alias && alias !== name) out.push({ as: alias, local: name });
      }
      continue;
    }
    const expr = stmt.type === 'expression_statement' ? stmt.namedChildren[0] : undefined;
    if (expr?.type !== 'assignment_expression') continue;
    const left = expr.childForFieldName('left');
    const right = expr.childForFieldName('right');
    if (left?.text !== 'module.exports' || right?.type !== 'object') continue;
    for (const p of right.namedChildren) {
      if (p.type === 'pair') {
        const key = p.childForFieldName('key')?.text.replace(/^['"]|['"]$/g, '');
        const value = p.childForFieldName('value');
        if (key && value?.type === 'identifier' && value.text !== key)
          out.push({ as: key, local: value.text });
      }
    }
  }
  return out;
}
