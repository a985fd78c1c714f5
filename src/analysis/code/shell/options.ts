import type { Value } from '../../facts.js';
import type { Word } from './state.js';

/**
 * getopt-style option parsing over expanded words, so that `curl -fsSLo out url` knows `out` is the
 * output file and `url` the operand, and `jq -r '.x' file` knows which word is the filter. Each tool
 * lists the short letters and long names that take a value; everything else is a flag.
 */

export interface OptSpec {
  /** Short option letters that take a value (`o` for `-o FILE`, also `-oFILE` and `-fsSLo FILE`). */
  short?: string;
  /** Long options that take a value (`--output`, given as `output`); `--output=F` always works. */
  long?: readonly string[];
  /** Stop at the first operand (wrappers: `sudo -u x cmd -y` leaves `-y` to `cmd`). */
  stopAtOperand?: boolean;
  /** Single-dash long options (`-Command`, `-enc`, `-name`): matched case-insensitively by prefix. */
  singleDashLong?: boolean;
}

export interface Opt {
  /** `-o`, `--output` (long names without their `=value`). */
  name: string;
  value?: Word;
  word: Word;
}

export interface Parsed {
  opts: Opt[];
  operands: Word[];
  /** Index in the input of the first operand (where `stopAtOperand` stopped). */
  rest: number;
}

/** A word that is part of another word's text (`--output=FILE`, `-oFILE`). */
export function subWord(w: Word, from: number): Word {
  const v: Value = { ...w.v, text: w.v.text.slice(from) };
  const out: Word = { v, start: w.start, end: w.end };
  if (w.exact !== undefined) out.exact = w.exact + from;
  return out;
}

export function parseOpts(words: readonly Word[], spec: OptSpec = {}): Parsed {
  const opts: Opt[] = [];
  const operands: Word[] = [];
  const shortVal = spec.short ?? '';
  const longVal = new Set(spec.long ?? []);
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i]!;
    const t = w.v.text;
    if (t === '--') {
      i++;
      break;
    }
    if (t.startsWith('--') && t.length > 2) {
      const eq = t.indexOf('=');
      const name = eq < 0 ? t : t.slice(0, eq);
      if (eq >= 0) opts.push({ name, value: subWord(w, eq + 1), word: w });
      else if (longVal.has(name.slice(2)) && i + 1 < words.length)
        opts.push({ name, value: words[++i]!, word: w });
      else opts.push({ name, word: w });
      continue;
    }
    if (t.startsWith('-') && t.length > 1) {
      if (spec.singleDashLong) {
        const name = t.toLowerCase();
        if (longVal.has(name.slice(1)) && i + 1 < words.length)
          opts.push({ name, value: words[++i]!, word: w });
        else opts.push({ name, word: w });
        continue;
      }
      for (let k = 1; k < t.length; k++) {
        const letter = t[k]!;
        if (shortVal.includes(letter)) {
          if (k + 1 < t.length) opts.push({ name: `-${letter}`, value: subWord(w, k + 1), word: w });
          else if (i + 1 < words.length) opts.push({ name: `-${letter}`, value: words[++i]!, word: w });
          else opts.push({ name: `-${letter}`, word: w });
          break;
        }
        opts.push({ name: `-${letter}`, word: w });
      }
      continue;
    }
    if (spec.stopAtOperand) break;
    operands.push(w);
  }
  const rest = i;
  if (spec.stopAtOperand || i < words.length) for (; i < words.length; i++) operands.push(words[i]!);
  return { opts, operands, rest };
}

export function has(p: Parsed, ...names: string[]): boolean {
  return p.opts.some((o) => names.includes(o.name));
}

export function valueOfOpt(p: Parsed, ...names: string[]): Word | undefined {
  for (let i = p.opts.length - 1; i >= 0; i--) {
    const o = p.opts[i]!;
    if (names.includes(o.name) && o.value) return o.value;
  }
  return undefined;
}

export function valuesOfOpt(p: Parsed, ...names: string[]): Word[] {
  return p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value!);
}

/** `tar`'s arguments with an old-style bundled first argument (`tar czf out.tgz dir`) given its dash. */
export function tarWords(args: readonly Word[]): readonly Word[] {
  const first = args[0]?.v.text ?? '';
  return first && !first.startsWith('-') && /^[a-zA-Z]{1,8}$/.test(first)
    ? [{ ...args[0]!, v: { ...args[0]!.v, text: `-${first}` } }, ...args.slice(1)]
    : args;
}
