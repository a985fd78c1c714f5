import { combine, concatPV, knownText, type PV, str } from './pv.js';
import { splitCredentials } from './strings.js';

/**
 * String building that is not plain concatenation: `%` formatting, `str.format`, and path joins
 * (`os.path.join`, `pathlib.Path / "x"`). Each keeps unknown parts visible and taints flowing, and
 * splits credential query parameters the way f-strings do (strings.ts).
 */

// Bounded quantifiers only: linear on any input.
const PERCENT =
  /%(?:\(([^)]{0,64})\))?[-#0 +]{0,5}(?:\d{1,4}|\*)?(?:\.(?:\d{1,4}|\*))?([sdifrxXaoceEgGub%])/g;
const BRACES = /\{\{|\}\}|\{([^{}]{0,80})\}/g;

/** `fmt % args`: positional items or a mapping for `%(name)s`. Undefined when `fmt` is not static. */
export function percentFormat(fmt: PV, args: PV): PV | undefined {
  const text = knownText(fmt);
  if (text === undefined) return undefined;
  const positional = args.items ?? [args];
  let next = 0;
  return formatted(text, PERCENT, (m) => {
    if (m[2] === '%') return str('%');
    const key = m[1];
    const arg = key !== undefined ? args.entries?.get(key) : positional[next++];
    return arg ?? str(m[0]);
  });
}

/** `fmt.format(*args, **kwargs)`. Undefined when `fmt` is not static. */
export function braceFormat(fmt: PV, args: readonly PV[], kwargs: ReadonlyMap<string, PV>): PV | undefined {
  const text = knownText(fmt);
  if (text === undefined) return undefined;
  let auto = 0;
  return formatted(text, BRACES, (m) => {
    if (m[1] === undefined) return str(m[0][0]!);
    const field = /^[^!:.[]*/.exec(m[1])?.[0] ?? '';
    const arg = field === '' ? args[auto++] : /^\d+$/.test(field) ? args[Number(field)] : kwargs.get(field);
    return arg ?? str(m[0]);
  });
}

/** The format string `text` with each match of `field` replaced by the value `fill` gives it. */
function formatted(text: string, field: RegExp, fill: (m: RegExpExecArray) => PV): PV {
  const parts: PV[] = [];
  let last = 0;
  for (const m of text.matchAll(field)) {
    if (m.index > last) parts.push(str(text.slice(last, m.index)));
    last = m.index + m[0].length;
    parts.push(fill(m));
  }
  if (last < text.length) parts.push(str(text.slice(last)));
  return splitCredentials(parts.length ? parts : [str('')]);
}

/** An absolute component restarts the join, as `os.path.join` and `pathlib` do. */
const ABSOLUTE = /^(?:\/|~|[A-Za-z]:[\\/]|\\\\)/;

/**
 * `os.path.join(a, b, …)` and `Path(a) / b`: components joined with `/`, alternatives multiplied
 * (a loop over a list of secret paths joined to the home folder gives each full path).
 */
export function pathJoin(parts: readonly PV[]): PV {
  if (parts.length === 0) return str('');
  if (parts.length === 1) return parts[0]!;
  const joinOne = (vs: PV[]): PV => {
    let acc: PV[] = [];
    for (const p of vs) {
      const t = p.v.text;
      if (ABSOLUTE.test(t) && (p.v.literal || acc.length === 0 || knownText(p) !== undefined)) acc = [p];
      else if (acc.length === 0) acc = [p];
      else {
        const prev = acc[acc.length - 1]!.v.text;
        if (!prev.endsWith('/') && !prev.endsWith('\\')) acc.push(str('/'));
        acc.push(p);
      }
    }
    return concatPV(acc);
  };
  const scalar = joinOne([...parts]);
  if (!parts.some((p) => p.alts)) return scalar;
  return { ...scalar, alts: combine(parts, joinOne) };
}
