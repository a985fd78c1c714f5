import type { PyNode as Node } from './ast.js';
import type { Handler } from './context.js';
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
export declare function fileobjName(callNode: Node): string | undefined;
export declare const ARCHIVE_WRITE_HANDLERS: Array<[string, Handler]>;
