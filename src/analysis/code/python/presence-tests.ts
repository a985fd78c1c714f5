import type { PyNode as Node } from './ast.js';

/**
 * `bool(tok.read_text().strip())`, `len(open(p).read()) > 0`: a file read only to learn whether it holds
 * anything (is a token configured?). The value becomes a truth value or a length, and nothing of the text
 * goes anywhere: the read is marked a presence check (`probe`, as `grep -q` is in shell). The argument
 * must be the read itself, with only string methods between it and the test; a read whose text is kept,
 * sent or printed (`token = tok.read_text()`, `bool(send(tok.read_text()))`) is a read.
 */

/** Calls whose result keeps nothing of their argument's text. */
const TESTS = new Set(['bool', 'len']);
/** Methods that return the same text reshaped: still nothing kept once the test is applied. */
const RESHAPES = new Set([
  'strip',
  'rstrip',
  'lstrip',
  'lower',
  'upper',
  'casefold',
  'decode',
  'encode',
  'split',
  'splitlines',
]);
/** Methods that read a file's text (a path's or an open handle's). */
const READS = new Set(['read_text', 'read_bytes', 'read', 'readline', 'readlines']);

/** Whether `call` is `bool(…)`/`len(…)` of a file read, through string methods only. */
export function presenceTest(call: Node): boolean {
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'identifier' || !TESTS.has(fn.text)) return false;
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  let cur: Node | null | undefined = args.length === 1 ? args[0] : undefined;
  for (let depth = 0; depth < 8 && cur; depth++) {
    if (cur.type === 'parenthesized_expression') {
      cur = cur.namedChildren[0];
      continue;
    }
    const attr: Node | null = cur.type === 'call' ? cur.childForFieldName('function') : null;
    if (attr?.type !== 'attribute') return false;
    const method = attr.childForFieldName('attribute')?.text ?? '';
    if (READS.has(method)) return true;
    if (!RESHAPES.has(method)) return false;
    cur = attr.childForFieldName('object');
  }
  return false;
}
