import type { PyNode as Node } from './ast.js';
import type { Call, ClassDef, Ctx } from './context.js';
/**
 * Classes whose constructor is generated from annotated fields (`@dataclass`, `NamedTuple`): what a call
 * stores, so that a finding built as `Match(kind, path, n, m.group(0))` still holds the match at `.raw`.
 */
/** Records an annotated field of a class body (`kind: str`), in order. */
export declare function noteField(cls: ClassDef, stmt: Node): void;
/**
 * A class with no `__init__` whose body annotates fields (a `@dataclass`, a `NamedTuple`): its constructor
 * stores the arguments as those fields, in order or by keyword (`Match(kind, path, n, m.group(0))` makes
 * `.raw` the match). Attributes are kept per class, as `self.x = …` in an `__init__` keeps them: a value
 * that carries a taint is not replaced by a later plain one, so what any construction put there is kept.
 */
export declare function storeFields(ctx: Ctx, key: string, call: Call): void;
