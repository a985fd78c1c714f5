import { literal } from '../values.js';
import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { importAfterDownload } from './loaders.js';
import { normalizeRef, STDLIB } from './names.js';
import { opaque, type PV } from './pv.js';

/**
 * Imports bind names to qualified references (`import subprocess as sp` makes `sp.run` mean
 * `subprocess.run`; `from os import system as s` makes `s` mean `os.system`). An import of a module that
 * is not in the standard library may be a file shipped beside the script: it becomes a `source`
 * behaviour whose target is the module as a path — `./lib` for `from .lib import x`, `../pkg/mod` for
 * `from ..pkg import mod`, `helpers` for `import helpers` (resolved by the scan against the files). Once
 * downloaded code is on `sys.path`, an import may run it (loaders.ts).
 */

const moduleRef = (name: string): PV => ({
  v: opaque(name),
  ref: normalizeRef(name),
});

function emitSource(ctx: Ctx, node: Node, target: string): void {
  if (!target) return;
  ctx.emit({ kind: 'source', target: literal(target) }, node, target);
}

/** `..pkg.mod` → `../pkg/mod`; `.` → `.`; `pkg.mod` → `pkg/mod`. */
function modulePath(dots: number, dotted: string): string {
  const parts = dotted ? dotted.split('.') : [];
  if (dots === 0) return parts.join('/');
  const up = dots === 1 ? ['.'] : Array.from({ length: dots - 1 }, () => '..');
  return [...up, ...parts].join('/');
}

function importStatement(ctx: Ctx, node: Node): void {
  for (const n of node.childrenForFieldName('name')) {
    if (!n) continue;
    const dotted = n.type === 'aliased_import' ? (n.childForFieldName('name')?.text ?? '') : n.text;
    const alias = n.type === 'aliased_import' ? n.childForFieldName('alias')?.text : undefined;
    if (alias) ctx.bind(alias, moduleRef(dotted));
    else {
      const top = dotted.split('.')[0]!;
      ctx.bind(top, moduleRef(top));
    }
    if (!STDLIB.has(dotted.split('.')[0]!)) {
      emitSource(ctx, n, modulePath(0, dotted));
      ctx.importedModules.set(normalizeRef(alias ?? dotted), dotted);
    }
    importAfterDownload(ctx, n, dotted);
  }
}

function importFrom(ctx: Ctx, node: Node): void {
  const moduleNode = node.childForFieldName('module_name');
  let dots = 0;
  let dotted = moduleNode?.text ?? '';
  if (moduleNode?.type === 'relative_import') {
    const prefix = moduleNode.namedChildren.find((c) => c?.type === 'import_prefix')?.text ?? '';
    dots = prefix.length;
    dotted = moduleNode.namedChildren.find((c) => c?.type === 'dotted_name')?.text ?? '';
  }
  const local = dots > 0 || !STDLIB.has(dotted.split('.')[0]!);
  if (dots === 0) importAfterDownload(ctx, moduleNode ?? node, dotted);
  if (node.namedChildren.some((c) => c?.type === 'wildcard_import')) {
    if (dots === 0) ctx.starModules.push(normalizeRef(dotted));
    if (local) emitSource(ctx, moduleNode ?? node, modulePath(dots, dotted));
    return;
  }
  for (const n of node.childrenForFieldName('name')) {
    if (!n) continue;
    const name = n.type === 'aliased_import' ? (n.childForFieldName('name')?.text ?? '') : n.text;
    const alias = n.type === 'aliased_import' ? n.childForFieldName('alias')?.text : undefined;
    const qualified =
      dots > 0 ? `${'.'.repeat(dots)}${dotted ? `${dotted}.` : ''}${name}` : `${dotted}.${name}`;
    ctx.bind(alias ?? name, moduleRef(qualified));
    if (local) {
      const imported = { module: `${'.'.repeat(dots)}${dotted}`, name };
      ctx.importedNames.set(normalizeRef(qualified), imported);
      ctx.unit.modules?.reexport(alias ?? name, imported);
    }
    // `from . import helpers` names a module; `from .lib import x` names a thing inside one.
    if (local) emitSource(ctx, n, modulePath(dots, dotted || name));
  }
}

export function walkImport(ctx: Ctx, node: Node): void {
  if (node.type === 'import_statement') importStatement(ctx, node);
  else importFrom(ctx, node);
}
