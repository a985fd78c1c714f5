import type { PyNode as Node } from './ast.js';
import type { Call, ClassDef, Ctx } from './context.js';
import type { PV } from './pv.js';

/**
 * Classes whose constructor is generated from annotated fields (`@dataclass`, `NamedTuple`): what a call
 * stores, so that a finding built as `Match(kind, path, n, m.group(0))` still holds the match at `.raw`.
 */

/** Records an annotated field of a class body (`kind: str`), in order. */
export function noteField(cls: ClassDef, stmt: Node): void {
  const field = annotatedField(stmt);
  if (!field) return;
  cls.fields ??= [];
  cls.fields.push(field);
}

/** `kind: str` or `status: str = "unknown"` in a class body: the field's name. */
function annotatedField(stmt: Node): string | undefined {
  const a = stmt.type === 'expression_statement' ? stmt.namedChildren[0] : undefined;
  if (a?.type !== 'assignment' || !a.childForFieldName('type')) return undefined;
  const left = a.childForFieldName('left');
  return left?.type === 'identifier' ? left.text : undefined;
}

/**
 * A class with no `__init__` whose body annotates fields (a `@dataclass`, a `NamedTuple`): its constructor
 * stores the arguments as those fields, in order or by keyword (`Match(kind, path, n, m.group(0))` makes
 * `.raw` the match). Attributes are kept per class, as `self.x = …` in an `__init__` keeps them: a value
 * that carries a taint is not replaced by a later plain one, so what any construction put there is kept.
 */
export function storeFields(ctx: Ctx, key: string, call: Call): void {
  const cls = ctx.classes.get(key);
  if (!cls?.fields?.length) return;
  const given = new Map<string, PV>();
  cls.fields.forEach((f, i) => {
    const v = call.args[i] ?? call.kwargs.get(f);
    if (v) given.set(f, v);
  });
  for (const [f, v] of given) {
    const prior = cls.attrs.get(f);
    if (prior?.v.taints.length && !v.v.taints.length) continue;
    cls.attrs.set(f, v);
  }
}
