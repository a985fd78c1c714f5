import { secretOf } from '../../paths.js';
import type { BehaviourInput } from '../collector.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { Call, Ctx, Handler } from './context.js';
import { type GV } from './gv.js';
/** Emits a read for each secret store the path may name; returns the first class. */
export declare function readSecret(ctx: Ctx, at: Node, path: GV): ReturnType<typeof secretOf>;
/** What reading a file yields: its contents, tainted `file` (and `secret`/`download` when known). */
export declare function contentsOf(ctx: Ctx, path: GV, secret?: ReturnType<typeof secretOf>): GV;
/** Emits a write for each write class the path may name; returns the behaviours (to fill `content`). */
export declare function writeTo(ctx: Ctx, at: Node, path: GV, content: GV | undefined, append: boolean): BehaviourInput[];
/** Writes content into what `w` is: an open file, a connection (a send), or a buffer of this function. */
export declare function writeInto(ctx: Ctx, call: Call, w: GV | undefined, content: GV | undefined, wNode?: Node): void;
export declare const FILE_HANDLERS: Array<[string, Handler]>;
/** The value a `//go:embed` variable holds: the embedded files' contents, read when the program is built. */
export declare function embeddedValue(ctx: Ctx, at: Node, pattern: string, fs: boolean): GV;
