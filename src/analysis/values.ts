import type { SecretClass, Taint, Value } from './facts.js';

/**
 * Building abstract values (src/analysis/facts.ts `Value`): constants fold, unknown parts stay visible as
 * `${name}`, taints accumulate. Every analyzer builds values with these so the rules read one shape.
 */

export const MAX_VALUE_TEXT = 2_000;

/** `from` of text a script carries in its own file after its code (Perl's `__DATA__`): shipped with it. */
export const OWN_DATA_SECTION = "the script's own __DATA__ section";

/**
 * The runtime's own folders, set in every hook and skill command it runs: a script's fallback for them
 * (`${CLAUDE_PLUGIN_ROOT:-…}`, `os.environ.get("CLAUDE_PLUGIN_ROOT") or …`) does not run there.
 */
export const RUNTIME_DIR_VAR = /^CLAUDE_(?:PLUGIN_ROOT|SKILL_DIR|PROJECT_DIR)$/;

/** The value is one of the runtime's folders, as read from the environment (`${CLAUDE_PLUGIN_ROOT}`). */
export function isRuntimeDir(v: Value): boolean {
  return v.vars?.length === 1 && RUNTIME_DIR_VAR.test(v.vars[0]!) && v.text === `\${${v.vars[0]}}`;
}

export function literal(text: string): Value {
  return { text: text.slice(0, MAX_VALUE_TEXT), literal: true, taints: [] };
}

/** A variable or expression whose value is not known statically. */
export function unknown(name: string, taints: readonly Taint[] = ['unknown']): Value {
  return { text: `\${${name.slice(0, 64)}}`, literal: false, taints: [...taints], vars: [name.slice(0, 64)] };
}

export function tainted(v: Value, taint: Taint, extra: { from?: string; secret?: SecretClass } = {}): Value {
  const taints = v.taints.includes(taint) ? v.taints : [...v.taints, taint];
  return {
    ...v,
    literal: false,
    taints,
    ...(extra.from !== undefined ? { from: extra.from.slice(0, 300) } : {}),
    ...(extra.secret !== undefined ? { secret: extra.secret } : {}),
  };
}

/**
 * Concatenation: text joined, literal only when every part is, taints and variables merged. A downloaded
 * part's origin wins over another part's (a file path read from the command line): `from` of a value with
 * the `download` taint names where the download came from.
 */
/** Secret-like classes without a store (src/analysis/code/captures.ts): any named store outranks them. */
const CAPTURED: ReadonlySet<SecretClass> = new Set(['clipboard', 'screen-capture']);

export function concat(parts: readonly Value[]): Value {
  if (parts.length === 1) return parts[0]!;
  let text = '';
  const taints = new Set<Taint>();
  const vars = new Set<string>();
  let lit = true;
  let secret: SecretClass | undefined;
  let from: string | undefined;
  let downloadFrom: string | undefined;
  for (const p of parts) {
    if (text.length < MAX_VALUE_TEXT) text += p.text;
    lit &&= p.literal;
    for (const t of p.taints) taints.add(t);
    for (const v of p.vars ?? []) if (vars.size < 32) vars.add(v);
    // A named store beside the clipboard or a screen image says more about what the value holds.
    if (p.secret && (!secret || (CAPTURED.has(secret) && !CAPTURED.has(p.secret)))) secret = p.secret;
    from ??= p.from;
    if (p.taints.includes('download')) downloadFrom ??= p.from;
  }
  from = downloadFrom ?? from;
  return {
    text: text.slice(0, MAX_VALUE_TEXT),
    literal: lit,
    taints: [...taints],
    ...(vars.size ? { vars: [...vars] } : {}),
    ...(secret ? { secret } : {}),
    ...(from !== undefined ? { from } : {}),
  };
}

/** Data derived from inputs (a transformation we do not model): taints flow, the text is a summary. */
export function derived(text: string, inputs: readonly Value[]): Value {
  const c = concat(inputs.length ? inputs : [literal('')]);
  return { ...c, text: text.slice(0, MAX_VALUE_TEXT), literal: false };
}

export function hasTaint(v: Value | undefined, t: Taint): boolean {
  return v?.taints.includes(t) === true;
}

/** A secret-named environment variable (`$GITHUB_TOKEN`): unknown text, env and secret taints. */
export function secretEnv(name: string, from?: string): Value {
  return {
    text: `\${${name}}`,
    literal: false,
    taints: ['env', 'secret'],
    secret: 'env-secret',
    vars: [name],
    ...(from !== undefined ? { from } : {}),
  };
}

/** Values joined as path parts with `/`, repeated slashes folded (a URL's `//` kept): `File.join`, `filepath.Join`. */
export function joinPath(parts: readonly Value[]): Value {
  const seq: Value[] = [];
  parts.forEach((p, i) => {
    if (i > 0) seq.push(literal('/'));
    seq.push(p);
  });
  const v = concat(seq.length ? seq : [literal('')]);
  return { ...v, text: v.text.replace(/\/{2,}/g, '/').replace(/^(https?:)\//, '$1//') };
}

/**
 * Content worth a write fact wherever it is written (no write class for the path): a download, run when
 * another program runs the file (rules/support/produced-runs.ts), and a secret or a copy of the session's
 * transcript (a file read from the event's `transcript_path`), sent when another program sends the file
 * (rules/support/carried-files.ts).
 */
export function stagedContent(v: Value): boolean {
  return (
    v.taints.includes('download') ||
    v.taints.includes('secret') ||
    (v.taints.includes('file') && /\btranscript_path\b/.test(v.from ?? ''))
  );
}
