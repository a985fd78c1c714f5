/**
 * Whether a file may be a pickle a loader runs (`pickle`, `joblib`, `dill`, a legacy `torch.save`), by its
 * name and first opcode, and its bytes when it is. Kept apart from the reader so the model can test a
 * file without loading the analysers.
 */

/** The member name a pickle's facts carry: messages name the calls and the line of their Python. */
export const UNPICKLED = 'calls made when unpickled';

/** Names of files that hold a pickle a loader reads. */
export const PICKLE_NAME = /\.(?:pkl|pickle|pck|pcl|joblib|dill|pt|pth|ckpt)$/i;
/** Protocol 0 and 1 pickles are text-like: only these names are read as pickles without a binary header. */
const TEXT_PICKLE_NAME = /\.(?:pkl|pickle|pck|pcl)$/i;

export function mayBePickle(path: string, head: Uint8Array): boolean {
  if (!PICKLE_NAME.test(path) || head.length < 2) return false;
  if (head[0] === 0x80) return head[1]! >= 2 && head[1]! <= 5;
  // Protocol 0/1 start with an opcode that builds a value: MARK, GLOBAL, an empty container, a string.
  return TEXT_PICKLE_NAME.test(path) && /^[(c\]})SVIXU]$/.test(String.fromCharCode(head[0]!));
}

/**
 * The bytes of a file that may be a pickle: those kept for binary content, or (a protocol-0 pickle is
 * ASCII, read as clean text) the text encoded back; undefined for any other file.
 */
export function pickleBytes(
  path: string,
  file: { text: string; bytes?: Uint8Array },
): Uint8Array | undefined {
  if (!PICKLE_NAME.test(path)) return undefined;
  const bytes = file.bytes ?? new TextEncoder().encode(file.text);
  return mayBePickle(path, bytes.subarray(0, 2)) ? bytes : undefined;
}
