/**
 * A Python pickle read the way `pickle.load` would run it, without running anything: the opcodes
 * (protocols 0-5, as `pickletools` documents them) drive a symbolic stack of the values they build, so
 * that the calls a pickle makes when loaded — `REDUCE`, `INST`, `OBJ`, `NEWOBJ`, `NEWOBJ_EX`, each on a
 * callable imported by `GLOBAL`/`STACK_GLOBAL` — are known with their arguments. That is what a loader of
 * a shipped "model" runs (`pickle.load`, `joblib.load`, `torch.load` of a legacy file), and what a
 * reviewer of a binary diff never sees. Peers do the same statically (picklescan, modelscan); this one
 * keeps the arguments, so the calls can be analysed as Python (src/analysis/pickle/facts.ts).
 *
 * Bounded: every read is checked against the buffer, the stack, the memo and the calls kept are capped,
 * and a malformed stream ends the reading with what was built so far (the error is reported).
 */
import { type PickleValue } from './reader.js';
export { PICKLE_LIMITS, type PickleValue } from './reader.js';
export interface PickleCall {
    callable: PickleValue;
    args: PickleValue[];
    /** Byte offset of the opcode that made the call. */
    offset: number;
}
export interface PickleRead {
    protocol: number;
    calls: PickleCall[];
    /** Every callable the stream imports, as `module.name`, in order of first import. */
    imports: string[];
    /** Why reading stopped before a `STOP` opcode, if it did. */
    error?: string;
}
/** Reads `bytes` as a pickle stream (the first one: a file may hold several; the loader reads one). */
export declare function readPickle(bytes: Uint8Array): PickleRead;
