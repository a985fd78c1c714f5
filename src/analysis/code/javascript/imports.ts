import type { Node } from 'web-tree-sitter';
import { literal } from '../../values.js';
import { listedEntryPattern } from '../listed-entries.js';
import { importedBinding, marked, moduleMarker } from '../module-summary.js';
import { tainted } from '../values.js';
import { workspaceRoot } from '../workspace-roots.js';
import type { Args, Ctx } from './context.js';
import { denoStdModule } from './deno-std.js';
import { decodeDataUrl, runCode } from './exec.js';
import { canonicalModule, isLocalSpecifier } from './globals.js';
import { jsonModuleValue } from './json-module.js';
import { data, type JsVal, knownText, opaque, realTaints, ref, toValue } from './jsval.js';
import { member } from './members.js';
import { bindPattern } from './patterns.js';
import { writtenAt } from './shell-text.js';
import { endpointFor, type Handler } from './support.js';

/**
 * Modules: `require(…)`, `import … from`, dynamic `import(…)`, re-exports. A static specifier becomes a
 * named API (`node:child_process` → `child_process`); a relative one is a `source` fact the lead follows;
 * a module loaded from a URL, a `data:` URL, or a path holding downloaded or decoded bytes is code being
 * run (`execute`).
 */

/**
 * Registries' module CDNs: a URL there names a published package (and a version), not a server's file.
 * Val Town's `esm.town/v/<owner>/<val>` serves each val as a module by name (`?v=N` a version), its
 * standard library under `esm.town/v/std/`: the imports of the val code a Val Town skill writes, which runs
 * on that platform. A command that runs such a URL here (`deno run https://esm.town/v/…`) is read by the
 * shell analysis and stays code fetched and run.
 */
const PACKAGE_CDN =
  /^https:\/\/(?:deno\.land\/(?:x|std)[/@]|jsr\.io\/|esm\.sh\/|esm\.town\/v\/|cdn\.jsdelivr\.net\/npm\/|unpkg\.com\/|cdn\.skypack\.dev\/|ga\.jspm\.io\/npm:|jslib\.k6\.io\/)/i;

/** A `data:` URL of JavaScript (Node imports `text/javascript`; the other script types are the same code). */
const JS_DATA_URL = /^data:(?:text|application)\/(?:x-)?(?:javascript|ecmascript)[,;]/i;

/** The value a module specifier loads, reporting what loading it does. */
export function moduleValue(ix: Ctx, spec: JsVal | undefined, node: Node, specNode: Node): JsVal {
  const v = toValue(spec);
  const known = knownText(spec);
  // A module named by a decoded string (`require(atob('Y2hpbGRfcHJvY2Vzcw=='))`) is still that module.
  if (
    known !== undefined &&
    !v.literal &&
    /^(?:node:)?[@\w][\w./-]{0,100}$/.test(known) &&
    !isLocalSpecifier(known)
  )
    return ref(canonicalModule(known));
  // A file this unit wrote with downloaded or decoded bytes, by whatever name (`require('/tmp/a.js')`);
  // a `.json` module is parsed, not run.
  const written = /\.json$/i.test(v.text) ? undefined : writtenAt(ix, v.text);
  if (written) {
    const endpoint =
      written.taints.includes('download') && written.from
        ? endpointFor(ix, { ...written, text: written.from })
        : undefined;
    ix.emit({ kind: 'execute', via: 'require', code: written, ...(endpoint ? { endpoint } : {}) }, node);
    return opaque('module');
  }
  if (v.literal) {
    const s = v.text.trim();
    if (/^data:/i.test(s)) {
      const code = decodeDataUrl(ix, s, specNode);
      if (code) runCode(ix, code, 'import', node, specNode);
      return opaque('module');
    }
    // A package served by a registry's CDN (`https://deno.land/x/hono/mod.ts`, `https://esm.sh/react`)
    // is a dependency resolved by name, like `npm install`: how Deno and browser modules install.
    if (PACKAGE_CDN.test(s)) {
      const std = denoStdModule(s);
      return std ? ref(std) : opaque('module');
    }
    if (/^https?:\/\//i.test(s)) {
      const code = tainted(v, 'download', { from: s });
      ix.emit({ kind: 'execute', via: 'import', code, endpoint: endpointFor(ix, v) }, node);
      return opaque('module');
    }
    if (isLocalSpecifier(s)) {
      ix.emit({ kind: 'source', target: v }, node);
      // A JSON file the script ships is parsed into the data it reads (src/model/json-modules.ts).
      const json = ix.unit.spec.jsonModules?.[s];
      const parsed = json !== undefined ? jsonModuleValue(json, s) : undefined;
      if (parsed) return parsed;
      // Marked with the module it names: calls through it are calls into another file of the skill.
      return data(marked(opaque('module').v, moduleMarker(s, '*')));
    }
    return ref(canonicalModule(s));
  }
  // A JavaScript `data:` URL built at run time (`"data:text/javascript;base64," + b64(src)`) runs the text
  // it carries, as `eval` would: an execute whatever that text is, so text another module returns
  // (`src = await loadGenerator()`) joins it there (src/model/module-flows.ts).
  const dataUrl = JS_DATA_URL.test(v.text.trimStart());
  if (dataUrl || realTaints(v).some((t) => t === 'download' || t === 'decoded')) {
    const endpoint = v.taints.includes('download')
      ? endpointFor(ix, v.from ? { ...v, text: v.from } : v)
      : undefined;
    ix.emit(
      { kind: 'execute', via: dataUrl ? 'import' : 'require', code: v, ...(endpoint ? { endpoint } : {}) },
      node,
    );
    return opaque('module');
  }
  // `require(path.join(dir, f))` over `fs.readdirSync(dir)`: every module of the folder is loaded (a
  // folder named from the working directory too: `path.resolve('plugins', f)`).
  const each = listedEntryPattern(v.text, JS_MODULES);
  if (each !== undefined || /^(?:\.{1,2}\/|\$\{__dirname\})/.test(v.text))
    ix.emit({ kind: 'source', target: each ? { ...v, text: each } : v }, node);
  // A module of the user's open project (`require(path.join(process.cwd(), '.agent', 'plugin.js'))`).
  else if (workspaceRoot(v.text)) {
    const root = workspaceRoot(v.text)!;
    ix.emit({ kind: 'workspace-run', via: 'require', path: v, root }, node);
  }
  // A module named by a value the analysis cannot fix: what it loads may be anything the program read.
  else ix.unit.dataUses.load('require');
  return opaque('module');
}

/** The files Node loads as JavaScript modules by their extension. */
const JS_MODULES = ['js', 'cjs', 'mjs'];

function isTypeOnly(node: Node): boolean {
  return node.children.some((c) => c?.type === 'type' || c?.type === 'typeof');
}

/** `import x, { a as b }, * as ns from 'spec'` and `import 'spec'`. */
export function importStatement(ix: Ctx, node: Node): void {
  if (isTypeOnly(node)) return;
  const source = node.childForFieldName('source');
  const clause = node.namedChildren.find((c) => c.type === 'import_clause');
  const requireClause = node.namedChildren.find((c) => c.type === 'import_require_clause');
  if (requireClause) {
    const name = requireClause.namedChildren.find((c) => c.type === 'identifier');
    const src = requireClause.childForFieldName('source');
    const mod = src ? moduleValue(ix, ix.eval(src), node, src) : opaque('module');
    if (name) ix.declare(name.text, mod, name);
    return;
  }
  if (!source) return;
  const mod = moduleValue(ix, ix.eval(source), node, source);
  if (!clause) return;
  const spec = importedBinding(toValue(mod))?.module;
  const reexport = (as: string, name: string) =>
    spec !== undefined && ix.unit.modules?.reexport(as, { module: spec, name });
  for (const c of clause.namedChildren) {
    if (c.type === 'identifier') {
      ix.declare(
        c.text,
        spec !== undefined ? data(marked(opaque(c.text).v, moduleMarker(spec, 'default'))) : mod,
        c,
      );
      reexport(c.text, 'default');
    } else if (c.type === 'namespace_import') {
      const id = c.namedChildren.find((x) => x.type === 'identifier');
      if (id) ix.declare(id.text, mod, id);
    } else if (c.type === 'named_imports') {
      for (const spec of c.namedChildren) {
        if (spec.type !== 'import_specifier' || isTypeOnly(spec)) continue;
        const name = spec.childForFieldName('name');
        const alias = spec.childForFieldName('alias') ?? name;
        const imported = name?.text.replace(/^['"]|['"]$/g, '');
        if (name && alias && imported !== undefined) {
          // An address the module binds (src/model/imported-constants.ts) is known text here too.
          const address = ix.unit.spec.importedAddresses?.[alias.text];
          const value = address !== undefined ? data(literal(address)) : member(ix, mod, imported, spec);
          bindPattern(ix, alias, value, true);
          reexport(alias.text, imported);
        }
      }
    }
  }
}

/** `export * from './x'`, `export { a } from './x'`. */
export function reexport(ix: Ctx, node: Node): void {
  const source = node.childForFieldName('source');
  if (!source) {
    for (const c of node.namedChildren) ix.any(c);
    return;
  }
  const spec = importedBinding(toValue(moduleValue(ix, ix.eval(source), node, source)))?.module;
  if (spec === undefined) return;
  const clause = node.namedChildren.find((c) => c.type === 'export_clause');
  if (!clause) ix.unit.modules?.reexport('*', { module: spec, name: '*' });
  for (const s of clause?.namedChildren ?? []) {
    const name = s.childForFieldName('name')?.text;
    const alias = s.childForFieldName('alias')?.text ?? name;
    if (name && alias) ix.unit.modules?.reexport(alias, { module: spec, name });
  }
}

/** `import(spec)`: the module (a promise of it, read as the module). */
export function dynamicImport(ix: Ctx, args: Args, node: Node): JsVal {
  return moduleValue(ix, args.vals[0], node, args.nodes[0] ?? node);
}

export const IMPORT_HANDLERS: Record<string, Handler> = {
  require: (ix, args, node) => moduleValue(ix, args.vals[0], node, args.nodes[0] ?? node),
  'require.resolve': (_ix, args) => data(toValue(args.vals[0])),
};
