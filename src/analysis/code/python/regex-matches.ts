import { secretFormatPattern } from '../../secret-formats.js';
import { arg } from './call-values.js';
import type { Handler } from './context.js';
import { derive, fullText, type PV, taint } from './pv.js';

/**
 * Python's `re` module where the pattern is a credential format (src/analysis/secret-formats.ts): what it
 * matches is a key, whatever the scanner calls the match (`m.raw`, `hit`, `finding["secret"]`). A compiled
 * pattern keeps that it finds keys (`re.Pattern()` with `state.keys`), and its matches — `finditer`,
 * `findall`, `search`, `match`, `fullmatch`, and the module functions given the pattern — carry the class
 * `scanned-secret` into whatever is built from them, so a send of the findings sends the keys. Any other
 * pattern is left unmodelled, as before.
 */

const PATTERN = 're.Pattern()';

function findsKeys(p: PV | undefined): boolean {
  if (!p) return false;
  if (p.ref === PATTERN && p.state?.keys === true) return true;
  // A loop over a table of detectors (`for kind, rx in DETECTORS.items()`): any of them.
  if (p.alts?.some((a) => a.ref === PATTERN && a.state?.keys === true)) return true;
  const text = fullText(p);
  return text !== undefined && secretFormatPattern(text);
}

function matches(input: PV | undefined, name: string): PV {
  const out = derive(`\${${name}(…)}`, input ? [input] : []);
  return taint(out, 'secret', { secret: 'scanned-secret' });
}

const compile: Handler = (_ctx, call) => {
  const p = arg(call, 0, 'pattern');
  if (!findsKeys(p)) return undefined;
  return { v: p!.v, ref: PATTERN, state: { keys: true }, ...(p!.raw ? { raw: p!.raw } : {}) };
};

/** `rx.finditer(text)` on a compiled key pattern. */
const method =
  (name: string): Handler =>
  (_ctx, call) =>
    call.self && findsKeys(call.self) ? matches(arg(call, 0, 'string'), name) : undefined;

/** `re.findall(r"AKIA[0-9A-Z]{16}", text)`: the pattern as the first argument. */
const moduleFn =
  (name: string): Handler =>
  (_ctx, call) => {
    const p = arg(call, 0, 'pattern');
    return p && findsKeys(p) ? matches(arg(call, 1, 'string'), name) : undefined;
  };

const FINDERS = ['finditer', 'findall', 'search', 'match', 'fullmatch'];

export const REGEX_MATCH_HANDLERS: Array<[string, Handler]> = [
  ['re.compile', compile],
  ['regex.compile', compile],
  ...FINDERS.flatMap(
    (f): Array<[string, Handler]> => [
      [`re.${f}`, moduleFn(f)],
      [`regex.${f}`, moduleFn(f)],
      [`${PATTERN}.${f}`, method(f)],
    ],
  ),
];
