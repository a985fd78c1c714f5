import { literal } from '../values.js';
import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { CONSTANTS, normalizeRef } from './names.js';
import { derive, knownText, listPV, opaque, own, type PV, slot, str, unknownPV } from './pv.js';

/**
 * Attribute access on a value (`a.b`), with no evaluation of its own: class attributes and methods of
 * local classes, `pathlib.Path` parts, qualified names of modules and constants.
 */

export function attributeOf(ctx: Ctx, obj: PV, name: string): PV {
  const cls = instanceClass(ctx, obj);
  if (cls) {
    const stored = ctx.classAttr(cls, name);
    if (stored) return stored;
    const method = ctx.method(cls, name);
    if (method) return { v: literal(name), fn: method.key, state: { self: obj } };
    return derive(`\${self.${name}}`, []);
  }
  if (obj.fn && ctx.classes.has(obj.fn)) {
    const stored = ctx.classAttr(obj.fn, name);
    if (stored) return stored;
    const method = ctx.method(obj.fn, name);
    if (method) return { v: literal(name), fn: method.key };
  }
  // A file handle's `name` is the path it was opened with (`NamedTemporaryFile()`'s own path included).
  if (obj.ref === 'open()' && name === 'name' && obj.state?.path) return obj.state.path as PV;
  const part = obj.ref === 'pathlib.Path()' ? own(PATH_PARTS, name) : undefined;
  if (part) return part(obj);
  if (obj.ref) {
    const full = normalizeRef(`${obj.ref}.${name}`);
    const constant = CONSTANTS.get(full);
    if (constant) return constant;
    // Code read from standard input with arguments after `-` (`python3 - "$dir/init.sh" <<'PY'`).
    const argv = full === 'sys.argv' ? ctx.unit.spec.argv : undefined;
    if (argv) return { ...listPV(argv.map((v) => ({ v }))), ref: full };
    const v =
      obj.ref.includes('(') || obj.v.taints.length ? derive(`${obj.v.text}.${name}`, [obj]).v : undefined;
    return { v: v ?? opaque(full), ref: full };
  }
  // A table's or an array's dimensions (`df.shape`, `arr.ndim`) are counts, not its content: a usage ping
  // that reports them carries no row of the file (rules/data-exfiltration.md, the work's data).
  if (DIMENSIONS.has(name) && obj.v.taints.includes('file')) return unknownPV(name);
  return derive(`${obj.v.text}.${name}`, [obj]);
}

const DIMENSIONS = new Set(['shape', 'ndim', 'size']);

/** A path's `parents` sequence: `parents[n]` is the folder n + 1 levels up. */
export const PATH_PARENTS = 'pathlib.Path().parents';

/** `Path.parent` stays a path (so `/` keeps joining); `name`, `stem`, `suffix` are text from it. */
const PATH_PARTS: Record<string, (p: PV) => PV> = {
  parent: (p) => {
    const t = knownText(p);
    const dir = t?.includes('/') ? str(t.slice(0, t.lastIndexOf('/')) || '/') : undefined;
    return { ...(dir ?? derive(`${p.v.text}/..`, [p])), ref: 'pathlib.Path()' };
  },
  // `Path(__file__).parents[2]`: the subscript climbs (src/analysis/code/python/operators.ts).
  parents: (p) => ({ ...p, ref: PATH_PARENTS }),
  name: (p) => derive(slot('name'), [p]),
  stem: (p) => derive(slot('stem'), [p]),
  suffix: (p) => derive(slot('suffix'), [p]),
};

/** The local class an instance value belongs to (`self` inside its methods, `Client()` results). */
export function instanceClass(ctx: Ctx, p: PV): string | undefined {
  if (!p.ref?.endsWith('()')) return undefined;
  const name = p.ref.slice(0, -2);
  return ctx.classes.has(name) ? name : undefined;
}

/** `a.b.c` written with identifiers only (the key of attribute stores), else undefined. */
export function dottedName(node: Node): string | undefined {
  let text = '';
  let cur: Node | null = node;
  for (let hops = 0; cur && hops < 8; hops++) {
    if (cur.type === 'identifier') return cur.text + text;
    if (cur.type !== 'attribute') return undefined;
    text = `.${cur.childForFieldName('attribute')?.text ?? ''}${text}`;
    cur = cur.childForFieldName('object');
  }
  return undefined;
}
