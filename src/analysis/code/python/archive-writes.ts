import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import type { Call, Handler } from './context.js';
import { contentsOf, readSecret } from './files.js';
import { rebind } from './operators.js';
import { holding, type PV } from './pv.js';

/**
 * Files put into an archive the script builds (`tar.add(folder)`, `zf.write(path)`): the archive — and the
 * in-memory file it is written to (`tarfile.open(fileobj=buf, mode="w:gz")`, then `buf.getvalue()`) — now
 * holds their content, taint `file` with the path (a folder's ending in `/`), so a send of it is a send of
 * those files, and a folder another script filled with a secret is that secret leaving (rules/support/
 * flows.ts `stagedSecret`). A secret store added directly is a read of it.
 */

/**
 * The variable an archive may be written to: `fileobj=NAME`, or a bare name as the first argument
 * (`ZipFile(buf, "w")`); only an in-memory or open file is written to (`addToArchive` checks).
 */
export function fileobjName(callNode: Node): string | undefined {
  const args = callNode.childForFieldName('arguments')?.namedChildren ?? [];
  for (const a of args) {
    if (a?.type !== 'keyword_argument' || a.childForFieldName('name')?.text !== 'fileobj') continue;
    const value = a.childForFieldName('value');
    return value?.type === 'identifier' ? value.text : undefined;
  }
  return args[0]?.type === 'identifier' ? args[0].text : undefined;
}

/** An in-memory file (`io.BytesIO()`) or an open file handle: what an archive writes lands there. */
function isFileObject(v: PV): boolean {
  return v.ref === 'open()' || /^io\.(?:BytesIO|StringIO)\(\)$/.test(v.ref ?? '');
}

/**
 * What an archive gets from a path: a folder (no extension, or a dot-folder such as `.stage` or `~/.aws`)
 * gives everything under it, named with a trailing `/`.
 */
function archivedPath(path: PV): PV {
  const text = path.v.text.trim();
  const base = text.slice(text.lastIndexOf('/') + 1);
  const file = /^[^.].*\.[A-Za-z]\w{0,7}$/.test(base) || /^\..*\.[A-Za-z]\w{0,7}$/.test(base);
  if (file || text.endsWith('/')) return path;
  return { ...path, v: { ...path.v, text: `${text}/` } };
}

const addToArchive =
  (pathOf: (call: Call) => PV | undefined): Handler =>
  (ctx, call) => {
    const path = pathOf(call);
    const self = call.self;
    if (!path || !self) return undefined;
    const content = contentsOf(ctx, archivedPath(path), readSecret(ctx, call.node, path));
    rebind(ctx, call.selfNode ?? null, holding(self, [content]));
    const target = self.state?.fileobj;
    if (typeof target === 'string') {
      const buffer = ctx.lookup(target);
      if (buffer && isFileObject(buffer)) ctx.rebind(target, holding(buffer, [content]));
    }
    return self;
  };

export const ARCHIVE_WRITE_HANDLERS: Array<[string, Handler]> = [
  ['zipfile.ZipFile().write', addToArchive((c) => arg(c, 0, 'filename'))],
  ['tarfile.open().add', addToArchive((c) => arg(c, 0, 'name'))],
  ['tarfile.TarFile().add', addToArchive((c) => arg(c, 0, 'name'))],
];
