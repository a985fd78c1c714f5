import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat } from '../values.js';
import type { FileInfo, ShellState } from './state.js';

/**
 * Whether a check's failure stops what comes after it. A `sha256sum -c` that fails prints "FAILED" and the
 * script goes on unless something makes the failure stop it: `set -e` (or `bash -e`) with the check where
 * errexit applies, `|| exit 1` (`|| return`, `|| { echo …; exit 1; }`, `|| die …`), `&&` before the use, or
 * `if ! sha256sum -c …; then exit 1; fi`. `|| echo "checksum mismatch"` and a bare check without errexit
 * verify nothing: the download runs whatever the server sent. A block of Markdown the agent runs step by
 * step stops at the failing step as the agent sees it, so it counts as errexit (handlers/checksums.ts).
 *
 * Checks run where a failure is tested (an `if`/`while` condition, `!`, the left of `&&`/`||`) are held
 * pending here until the construct shows whether a failure stops the run.
 */

export type RunNode = (st: ShellState, node: Node, io: object) => Value | undefined;

/** The constructs whose exit status decides what a check guards: `if`, `&&`/`||` lists, `!`. */
export function runGuarded(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined {
  if (node.type === 'if_statement') return runIf(st, node, io, run);
  return node.type === 'list' ? runList(st, node, io, run) : runNegated(st, node, io, run);
}

/** Files a passing check vouches for: marked now when a failure would stop the run, else held. */
export function checkPassed(st: ShellState, files: readonly FileInfo[]): void {
  if (files.length === 0) return;
  if (st.errexit && st.tested === 0) for (const f of files) markVerified(f);
  else if (st.pendingChecks.length < 256) st.pendingChecks.push(...files);
}

function markVerified(info: FileInfo): (() => void) | undefined {
  if (!info.content.taints.includes('download') || info.content.taints.includes('verified')) return undefined;
  const before = info.content;
  const after = { ...before, taints: [...before.taints, 'verified' as const] };
  info.content = after;
  return () => {
    if (info.content === after) info.content = before;
  };
}

/** Marks `files` while `f` runs (the use a passing check guards), then takes the mark back. */
function guarded<T>(files: readonly FileInfo[], f: () => T): T {
  const undo = files.map(markVerified).filter((u) => u !== undefined);
  try {
    return f();
  } finally {
    for (const u of undo) u();
  }
}

function tested<T>(st: ShellState, f: () => T): { out: T; held: FileInfo[] } {
  const mark = st.pendingChecks.length;
  st.tested++;
  try {
    return { out: f(), held: st.pendingChecks.slice(mark) };
  } finally {
    st.tested--;
    st.pendingChecks.length = Math.min(st.pendingChecks.length, mark);
  }
}

const EXIT = /(?:^|[\s;&|{(])(?:exit|return)(?=[\s;&|)}]|$)/;
/** Functions scripts call to give up, when their body is not in sight (a sourced library). */
const STOP_NAMES = new Set(['die', 'fail', 'fatal', 'abort', 'panic', 'error_exit', 'bail']);

/** Whether running `node` ends the script (or the function): `exit`, `return`, a function that exits. */
export function stops(st: ShellState, node: Node): boolean {
  const text = st.slice(node.startIndex, node.endIndex).slice(0, 4_000);
  if (EXIT.test(text)) return true;
  if (st.errexit && st.tested === 0 && /^\s*false\s*$/.test(text)) return true;
  let n = 0;
  for (const m of text.matchAll(/(?:^|[\s;&|{(])([A-Za-z_][\w-]{0,40})/g)) {
    if (n++ >= 32) break;
    const f = st.functions.get(m[1]!);
    if (f ? EXIT.test(f.node.text.slice(0, 4_000)) : STOP_NAMES.has(m[1]!)) return true;
  }
  return false;
}

/** `A && B`, `A || B` (tree-sitter nests longer lists to the left). */
export function runList(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined {
  const parts = node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  const op = node.children.find((c) => c !== null && (c.type === '&&' || c.type === '||'))?.type;
  if (parts.length !== 2 || op === undefined) {
    const outs = parts.map((c) => run(st, c, io)).filter((v): v is Value => v !== undefined);
    return outs.length ? concat(outs) : undefined;
  }
  const [left, right] = parts as [Node, Node];
  const { out: a, held } = tested(st, () => run(st, left, io));
  let b: Value | undefined;
  if (op === '&&') {
    // The right side runs only if the left passed; so does the rest of a longer `&&` list around this one.
    b = guarded(held, () => run(st, right, io));
    if (st.tested > 0 && st.pendingChecks.length < 256) st.pendingChecks.push(...held);
  } else {
    b = run(st, right, io);
    if (stops(st, right)) for (const f of held) markVerified(f);
  }
  const outs = [a, b].filter((v): v is Value => v !== undefined);
  return outs.length ? concat(outs) : undefined;
}

/** `if COND; then …; [elif …;] [else …;] fi`: a check in the condition guards its branch, or the rest. */
export function runIf(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined {
  const conds = node.childrenForFieldName('condition').filter((c): c is Node => c?.isNamed);
  const body: Node[] = [];
  const elses: Node[] = [];
  for (const c of node.namedChildren) {
    if (!c || conds.some((k) => k.id === c.id) || c.type === 'comment') continue;
    (c.type === 'elif_clause' || c.type === 'else_clause' ? elses : body).push(c);
  }
  const { held } = tested(st, () => {
    for (const c of conds) run(st, c, io);
  });
  // tree-sitter hangs `!` on the first stage of `! a | b`; bash negates the whole pipeline.
  const negated = conds.length === 1 && /^!\s/.test(st.slice(conds[0]!.startIndex, conds[0]!.startIndex + 2));
  const outs: Value[] = [];
  const runAll = (nodes: Node[]) => {
    for (const c of nodes) {
      const v = run(st, c, io);
      if (v && outs.length < 16) outs.push(v);
    }
  };
  if (negated) {
    // `if ! check; then exit 1; fi`: past the `if`, the check passed.
    runAll(body);
    runAll(elses);
    if (body.some((c) => stops(st, c))) for (const f of held) markVerified(f);
  } else {
    guarded(held, () => runAll(body));
    runAll(elses);
    if (elses.some((c) => c.type === 'else_clause' && stops(st, c))) for (const f of held) markVerified(f);
  }
  return outs.length ? concat(outs) : undefined;
}

/** `! cmd`: its failure is what the status tests; the construct around it decides what a pass guards. */
export function runNegated(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined {
  st.tested++;
  try {
    const outs = node.namedChildren
      .filter((c): c is Node => c !== null)
      .map((c) => run(st, c, io))
      .filter((v): v is Value => v !== undefined);
    return outs.length ? concat(outs) : undefined;
  } finally {
    st.tested--;
  }
}

/** `set -e`, `set -eu`, `set -o errexit` turn errexit on; `set +e`, `set +o errexit` off. */
export function noteSetFlags(st: ShellState, words: readonly string[]): void {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if ((w === '-o' || w === '+o') && words[i + 1] === 'errexit') st.errexit = w === '-o';
    else if (/^-[a-zA-Z]{1,12}$/.test(w) && w.includes('e')) st.errexit = true;
    else if (/^\+[a-zA-Z]{1,12}$/.test(w) && w.includes('e')) st.errexit = false;
  }
}

/**
 * errexit at the start of a unit: a shebang that passes `-e` (`#!/bin/bash -e`, `#!/usr/bin/env -S bash -eu`),
 * a Make recipe line (make stops at the first failing line), or a Markdown block the agent runs step by step.
 */
export function startsErrexit(text: string, origin: string, label: string | undefined): boolean {
  if (label === 'make recipe') return true;
  if (origin === 'fence' || origin === 'inline' || origin === 'prose-line') return true;
  const first = text.slice(0, 200).split('\n')[0] ?? '';
  return /^#!\S{1,100}(?:\s{1,4}-S)?(?:\s{1,4}\S{1,40})?\s{1,4}-[a-zA-Z]{0,8}e/.test(first);
}
