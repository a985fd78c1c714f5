import type { Region } from '../findings.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';

/**
 * What the configuration readers share (src/analysis/build-files.ts and the readers beside it): JSON with
 * comments, where a string value sits in the file, argv arrays as shell lines, and the code unit of one
 * command a configuration declares.
 */

export const MAX_UNITS = 500;

/** A command a configuration declares: placed like a shipped script (it runs when the tool runs). */
export function configUnit(
  code: string,
  at: { base: number } | { region?: Region | undefined },
  label: string,
  lang: UnitSpec['lang'] = 'shell',
  vars?: Readonly<Record<string, string>>,
): UnitSpec {
  const place = 'base' in at ? { base: at.base } : at.region ? { region: at.region } : {};
  return {
    lang,
    text: code,
    origin: 'script',
    placement: 'script',
    ...place,
    label,
    ...(vars && Object.keys(vars).length > 0 ? { vars } : {}),
  };
}

/** A shell command taken from a JSON file, placed at the string it starts with (`anchor`). */
export function jsonShellUnit(
  text: string,
  lines: LineMap,
  code: string,
  anchor: string,
  label: string,
): UnitSpec {
  const region = regionOfJsonString(text, anchor, lines);
  return {
    lang: 'shell',
    text: code,
    origin: 'script',
    placement: 'script',
    ...(region ? { region } : {}),
    label,
  };
}

/** An argv array as one shell line, each argument quoted so it stays one word. */
export function argvLine(argv: readonly unknown[]): string | undefined {
  const words = argv.slice(0, 200).filter((a): a is string => typeof a === 'string');
  if (words.length === 0) return undefined;
  return words.map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/**
 * JSON with line and block comments and trailing commas, as VS Code reads `devcontainer.json`, turned into
 * JSON by blanking them (offsets kept): comments first, then the commas they may have hidden.
 */
export function withoutJsonComments(text: string): string {
  return blankOutsideStrings(blankOutsideStrings(text, 'comments'), 'commas');
}

function blankOutsideStrings(text: string, what: 'comments' | 'commas'): string {
  const out = text.split('');
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (what === 'comments' && c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
    } else if (what === 'comments' && c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== '\n') out[i] = ' ';
    } else if (what === 'commas' && c === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] === '}' || text[j] === ']') out[i] = ' ';
      i++;
    } else i++;
  }
  return out.join('');
}

/** Where a string value sits in the JSON text, found by its encoded form (the first line on a miss). */
export function regionOfJsonString(text: string, value: string, lines: LineMap): Region | undefined {
  const encoded = JSON.stringify(value).slice(1, -1);
  const at = text.indexOf(encoded);
  if (at < 0) return undefined;
  return lines.region(at, at + encoded.length);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
