import type { PyNode as Node } from './ast.js';
import type { Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
/**
 * Python running Python: `exec`/`eval`/`compile`, `runpy`, importing a module from a downloaded file,
 * deserialisers that run code (`marshal`, `pickle`, unsafe `yaml.load`) fed downloaded or decoded data,
 * `types.FunctionType`, and machine code through `ctypes`/`mmap`. Static code handed to `exec` is
 * analysed as a nested Python unit (decoded payloads included).
 */
/** The `execute` for Python code, and the code itself as a nested unit when it is static. */
export declare function executePython(ctx: Ctx, at: Node, via: string, code: PV): void;
export declare const DYNAMIC_HANDLERS: Array<[string, Handler]>;
