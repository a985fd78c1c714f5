import type { BehaviourOf } from '../analysis/facts.js';
import type { Severity } from '../findings.js';
import { type Located, reachedBehaviours, reportBehaviour, shown } from './support/behaviour.js';
import { defineRule } from './types.js';

/**
 * Dangerous sinks in shipped scripts fed with code nobody can read statically: `eval`/`exec`/`Function`/
 * `vm` of a variable (medium), a shell command built from variables (`shell=True`, `os.system`,
 * `child_process.exec`, low). Literal commands are not sinks: the behaviour rules read what they do.
 * Code whose origin is known (downloaded, decoded) is reported by remote-code-execution and
 * obfuscated-payload instead (rules/script-code-sink.md).
 */

const EVAL =
  /^(?:eval|exec|compile|Function|new Function|vm|runpy|importlib|zipimport|types\.FunctionType|Invoke-Expression|iex|ScriptBlock|source|\.)$/i;

const DESERIALISER = /^(?:pickle|marshal|yaml)$/;

/** A JSON file's string, the whole of what runs (no part computed): its text is known. */
function fromJsonWhole(code: BehaviourOf<'execute'>['code']): boolean {
  return (
    code.taints.length === 1 &&
    code.taints[0] === 'file' &&
    /\.jsonc?$/i.test(code.from ?? '') &&
    !/[$`…]/.test(code.text)
  );
}

export default defineRule('script-code-sink', async (ctx) => {
  // One finding per file and kind of sink, at the first use, with the count: these are places to read.
  const groups = new Map<string, { loc: Located<BehaviourOf<'execute'>>; count: number; isEval: boolean }>();
  for (const loc of await reachedBehaviours(ctx, ['execute'])) {
    if (loc.unit.placement !== 'script' && loc.unit.placement !== 'auto') continue;
    const code = loc.b.code;
    if (code.literal) continue;
    if (code.taints.some((t) => t === 'download' || t === 'decoded')) continue;
    // A deserialiser given a file runs what that file encodes, which is read as the file's own facts.
    if (DESERIALISER.test(loc.b.via) && code.taints.includes('file')) continue;
    // A string taken whole from a shipped JSON file (a test case's `code`) is known text, read as code
    // where the file writes it (src/rules/support/executed-runs.ts).
    if (fromJsonWhole(code)) continue;
    const isEval = EVAL.test(loc.b.via);
    const key = `${loc.path}|${isEval ? 'eval' : 'command'}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { loc, count: 1, isEval });
  }
  for (const { loc, count, isEval } of groups.values()) {
    const severity: Severity = isEval ? 'medium' : 'low';
    const more = count > 1 ? ` (${count} such sinks in this file)` : '';
    await reportBehaviour(ctx, loc, {
      severity,
      key: `sink:${isEval ? 'eval' : 'command'}:${loc.b.via}`,
      message: isEval
        ? `${shown(loc.b)} runs code built at run time with ${loc.b.via}${more}: a reviewer cannot tell what it executes`
        : `${shown(loc.b)} runs a command built at run time (${loc.b.via})${more}: check where its parts come from`,
    });
  }
});
