import { type FileFacts } from '../extract.js';
import type { ClassifyOptions } from '../hosts.js';
import { type PickleRead } from './machine.js';
export declare function pickleFacts(bytes: Uint8Array, path: string, hosts?: ClassifyOptions): FileFacts | undefined;
/** The facts of the Python a pickle's calls amount to, or undefined when it makes no call. */
export declare function unpickledFacts(bytes: Uint8Array, path: string, hosts?: ClassifyOptions): FileFacts | undefined;
/** The calls as Python: the imports first, then one assignment per call, in the order the loader makes them. */
export declare function asPython(read: PickleRead): string;
