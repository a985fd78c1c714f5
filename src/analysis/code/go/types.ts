import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { Ctx } from './context.js';
import { type GV, listGV, opaque, str, structGV } from './gv.js';

/**
 * Types as far as values need them: what a variable declared without a value holds (a struct of this
 * package has fields to fill, a modelled type such as `strings.Builder` or `*http.Client` is an instance
 * its methods act on), and the declared types of a struct's fields, so `r.client.Do(req)` on a struct whose
 * `client` field is an `*http.Client` is a request.
 */

const BASIC =
  /^(?:string|bool|byte|rune|error|any|u?int(?:8|16|32|64)?|uintptr|float(?:32|64)|complex(?:64|128))$/;

/** The type a pointer, generic instance or qualified name stands for, as the analysis names it. */
export function typeName(ctx: Ctx, type: Node | null): string | undefined {
  if (!type) return undefined;
  if (type.type === 'type_identifier') return BASIC.test(type.text) ? undefined : type.text;
  if (type.type === 'qualified_type') {
    const pkg = type.childForFieldName('package')?.text ?? '';
    return `${ctx.imports.get(pkg) ?? pkg}.${type.childForFieldName('name')?.text ?? ''}`;
  }
  if (type.type === 'pointer_type' || type.type === 'generic_type')
    return typeName(ctx, type.namedChildren.find((c) => c.type !== 'type_arguments') ?? null);
  return undefined;
}

/** What a variable declared without a value holds: a struct with fields to fill, an empty map or slice. */
export function zeroValue(ctx: Ctx, type: Node | null): GV {
  if (!type) return opaque('zero');
  switch (type.type) {
    case 'type_identifier':
      if (BASIC.test(type.text)) return type.text === 'string' ? str('') : { ...str('0'), num: 0 };
      return structGV(type.text, []);
    case 'qualified_type':
      return { ...structGV(typeName(ctx, type), []), state: {} };
    case 'pointer_type':
      return zeroValue(ctx, type.namedChildren[0] ?? null);
    case 'map_type':
      return structGV(undefined, []);
    case 'slice_type':
    case 'array_type':
      return listGV([]);
    default:
      return opaque('zero');
  }
}

/** Records the field types of a struct type declared in the file (bounded). */
export function declareStruct(ctx: Ctx, name: string, type: Node | null): void {
  if (type?.type !== 'struct_type' || ctx.structs.size >= 512) return;
  const fields = new Map<string, Node>();
  for (const list of type.namedChildren)
    for (const f of list.namedChildren) {
      const ft = f.childForFieldName('type');
      for (const n of f.childrenForFieldName('name')) if (ft && fields.size < 128) fields.set(n.text, ft);
    }
  ctx.structs.set(name, fields);
}

/** The zero value of a field of a struct of the file, typed as declared (an instance to call methods on). */
export function typedField(ctx: Ctx, ref: string | undefined, field: string): GV | undefined {
  const type = ref ? ctx.structs.get(ref)?.get(field) : undefined;
  if (!type || typeName(ctx, type) === undefined) return undefined;
  return zeroValue(ctx, type);
}
