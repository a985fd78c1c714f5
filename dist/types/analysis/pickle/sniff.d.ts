/**
 * Whether a file may be a pickle a loader runs (`pickle`, `joblib`, `dill`, a legacy `torch.save`), by its
 * name and first opcode, and its bytes when it is. Kept apart from the reader so the model can test a
 * file without loading the analysers.
 */
/** The member name a pickle's facts carry: messages name the calls and the line of their Python. */
export declare const UNPICKLED = "calls made when unpickled";
/** Names of files that hold a pickle a loader reads. */
export declare const PICKLE_NAME: RegExp;
export declare function mayBePickle(path: string, head: Uint8Array): boolean;
/**
 * The bytes of a file that may be a pickle: those kept for binary content, or (a protocol-0 pickle is
 * ASCII, read as clean text) the text encoded back; undefined for any other file.
 */
export declare function pickleBytes(path: string, file: {
    text: string;
    bytes?: Uint8Array;
}): Uint8Array | undefined;
