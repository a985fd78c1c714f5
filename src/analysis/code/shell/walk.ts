import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat, literal } from '../values.js';
import { argvOf } from './argv.js';
import { eachChoice } from './arrays.js';
import { assignmentOf, assignVar, runAssignment, runDeclaration } from './assign.js';
import { type Assign, type Cmd, canonicalName, type Heredoc, type Redir } from './cmd.js';
import { collectRedirect, type Redirections } from './collect-redirects.js';
import { forkBomb, pipelineChecks } from './handlers/system.js';
import { applyInputs, applyOutputs, loopReadMark } from './redirects.js';
import { execCmd } from './run.js';
import { SHELL_LIMITS, type ShellState, type Word } from './state.js';
import { runGuarded } from './status-guards.js';
import { expandWord } from './words.js';

/**
 * Walks a tree-sitter-bash tree the way the shell runs it: lists and pipelines in order (each pipeline
 * stage's output is the next one's input), redirections and here-documents, loops with their items
 * bound, functions analysed at their calls with the arguments bound, substitutions run for their value.
 * Every statement returns what it prints, so `$(…)` has a value and `| sh` knows what it runs.
 */

export interface IO {
  stdin?: Value;
  heredoc?: Heredoc;
  /** Shared by the stages of one pipeline: canonical program names, in order. */
  pipeline?: string[];
  pipeStart?: number;
  pipeEnd?: number;
}

const NO_OUTPUT = undefined;

export function runNode(st: ShellState, node: Node, io: IO): Value | undefined {
  if (!st.step() || !st.enter()) return NO_OUTPUT;
  try {
    return dispatch(st, node, io);
  } finally {
    st.leave();
  }
}

function dispatch(st: ShellState, node: Node, io: IO): Value | undefined {
  // `{curl,-fsSL,url} | sh`: tree-sitter reads the `{` as a group that never closes (a group needs a
  // blank after `{`); bash reads a brace expansion at command position. The first word gets its `{` back.
  if (
    (node.type === 'ERROR' || node.type === 'compound_statement') &&
    /^\{[^\s}]/.test(st.slice(node.startIndex, node.startIndex + 2))
  )
    st.braceLead = node.startIndex + 1;
  switch (node.type) {
    case 'program':
    case 'compound_statement':
    case 'do_group':
    case 'else_clause':
    case 'elif_clause':
    case 'while_statement':
      return runChildren(st, node, io);
    case 'if_statement':
    case 'list':
    case 'negated_command':
      return runGuarded(st, node, io, runNode);
    case 'ERROR':
      return runRecovered(st, node, io);
    case 'subshell':
      return inSubshell(st, () => runChildren(st, node, io));
    case 'pipeline':
      return runPipeline(st, node, io);
    case 'redirected_statement':
      return runRedirected(st, node, io);
    case 'command':
      return runCommandNode(st, node, io, []);
    case 'variable_assignment':
      runAssignment(st, node, []);
      return NO_OUTPUT;
    case 'variable_assignments':
      for (const c of node.namedChildren) if (c) runAssignment(st, c, []);
      return NO_OUTPUT;
    case 'declaration_command':
      return runDeclaration(st, node);
    case 'unset_command':
      for (const c of node.namedChildren) {
        if (!c) continue;
        st.vars.delete(st.slice(c.startIndex, c.endIndex));
        st.arrays.delete(st.slice(c.startIndex, c.endIndex));
      }
      return NO_OUTPUT;
    case 'function_definition':
      defineFunction(st, node);
      return NO_OUTPUT;
    case 'for_statement':
      return nested(st, () => runFor(st, node, io));
    case 'c_style_for_statement':
    case 'case_statement':
    case 'case_item':
      return runCaseLike(st, node, io);
    case 'comment':
    case 'heredoc_body':
    case 'heredoc_start':
    case 'heredoc_end':
      return NO_OUTPUT;
    default:
      runSubstitutionsIn(st, node);
      return NO_OUTPUT;
  }
}

/** Runs nested code that does not export assignments (loops, subshells, function bodies). */
export function nested<T>(st: ShellState, f: () => T): T {
  const top = st.topLevel;
  st.topLevel = false;
  try {
    return f();
  } finally {
    st.topLevel = top;
  }
}

/** A `( … )` subshell: nested, and its `cd` stays inside it (assignments are kept, as for every nested body). */
function inSubshell<T>(st: ShellState, f: () => T): T {
  const cwd = st.cwd;
  try {
    return nested(st, f);
  } finally {
    st.cwd = cwd;
  }
}

export function runChildren(st: ShellState, node: Node, io: IO): Value | undefined {
  const outs: Value[] = [];
  for (const c of node.namedChildren) {
    if (!c) continue;
    const out = runNode(st, c, io);
    if (out && outs.length < 16) outs.push(out);
  }
  return outs.length ? concat(outs) : NO_OUTPUT;
}

/**
 * The commands of a stretch tree-sitter could not parse (`{curl,…} | {bash,-s}` loses its pipeline node):
 * run in order, and where only a `|` stands between two of them the first one's output is the next one's
 * input, as in a pipeline.
 */
function runRecovered(st: ShellState, node: Node, io: IO): Value | undefined {
  const outs: Value[] = [];
  let chain: { names: string[]; start: number; out: Value | undefined; end: number } | undefined;
  const close = () => {
    if (chain && chain.names.length > 1) pipelineChecks(st, chain.names, chain.start, chain.end);
    chain = undefined;
  };
  let prevEnd = -1;
  for (const c of node.namedChildren) {
    if (!c) continue;
    const piped =
      chain !== undefined && /^[ \t]{0,8}\|(?![|&])[ \t]{0,8}\{?$/.test(st.slice(prevEnd, c.startIndex));
    if (!piped) close();
    // A command that lost its `{` to the recovery (`{curl,…}`) starts at that `{`.
    const begin =
      c.startIndex > Math.max(prevEnd, node.startIndex) && st.slice(c.startIndex - 1, c.startIndex) === '{'
        ? c.startIndex - 1
        : c.startIndex;
    chain ??= { names: [], start: begin, out: undefined, end: c.endIndex };
    const stage: IO = piped
      ? { pipeline: chain.names, pipeStart: chain.start, ...(chain.out ? { stdin: chain.out } : {}) }
      : { ...io, pipeline: chain.names, pipeStart: begin };
    const out = runNode(st, c, stage);
    chain.out = out;
    chain.end = c.endIndex;
    if (out && outs.length < 16) outs.push(out);
    prevEnd = c.endIndex;
  }
  close();
  return outs.length ? concat(outs) : NO_OUTPUT;
}

function runPipeline(st: ShellState, node: Node, io: IO): Value | undefined {
  // tree-sitter nests `(a | b) 2>&1 | c` as a pipeline inside a pipeline: the stages share one list.
  const outer = io.pipeline !== undefined;
  const names: string[] = io.pipeline ?? [];
  let stdin = io.stdin;
  let heredoc = io.heredoc;
  let out: Value | undefined;
  for (const c of node.namedChildren) {
    if (!c) continue;
    const stage: IO = {
      pipeline: names,
      pipeStart: io.pipeStart ?? node.startIndex,
      pipeEnd: io.pipeEnd ?? node.endIndex,
    };
    if (stdin) stage.stdin = stdin;
    if (heredoc) stage.heredoc = heredoc;
    out = runNode(st, c, stage);
    stdin = out;
    heredoc = undefined;
  }
  if (!outer) pipelineChecks(st, names, node.startIndex, node.endIndex);
  return out;
}

/** Runs every command and process substitution inside a node we do not model (`[[ … ]]`, arithmetic). */
export function runSubstitutionsIn(st: ShellState, node: Node): void {
  const stack: Node[] = [node];
  let n = 0;
  while (stack.length && n++ < 4_096) {
    const cur = stack.pop()!;
    if (cur.type === 'command_substitution' || cur.type === 'process_substitution') {
      st.runSubstitution(cur);
      continue;
    }
    for (let i = cur.namedChildCount - 1; i >= 0; i--) {
      const c = cur.namedChild(i);
      if (c) stack.push(c);
    }
  }
}

function runRedirected(st: ShellState, node: Node, io: IO): Value | undefined {
  const acc: Redirections = { redirs: [], continuations: [] };
  const body = node.childForFieldName('body');
  for (const r of node.childrenForFieldName('redirect')) if (r) collectRedirect(st, r, acc);
  const inner: IO = { ...io };
  if (acc.heredoc) {
    inner.heredoc = acc.heredoc;
    inner.stdin = acc.heredoc.value;
  }
  let out: Value | undefined;
  const last = body?.type === 'list' ? body.namedChildren[body.namedChildCount - 1] : undefined;
  if (body?.type === 'command') out = runCommandNode(st, body, inner, acc.redirs);
  else if (body && last?.type === 'command') {
    // `grep -q x f || echo x >> f`: tree-sitter hangs the redirection on the whole list; bash applies it
    // to the last command only.
    for (const c of body.namedChildren) if (c && c !== last) runNode(st, c, io);
    out = runCommandNode(st, last, inner, acc.redirs);
  } else if (!body) {
    // `> file` alone truncates (or creates) the file.
    applyOutputs(st, compoundCmd(st, node, inner, acc.redirs), literal(''));
  } else {
    // A compound statement with redirections: `{ …; } > f`, `while read l; do …; done < f`.
    const fake = compoundCmd(st, node, inner, acc.redirs);
    inner.stdin = applyInputs(st, fake, loopReadMark(body)) ?? inner.stdin;
    out = runNode(st, body, inner);
    out = applyOutputs(st, fake, out);
  }
  for (const c of acc.continuations) {
    const cont: IO = out ? { stdin: out } : {};
    out = c.type === 'pipeline' ? runPipeline(st, c, cont) : runNode(st, c, cont);
  }
  return out;
}

function compoundCmd(_st: ShellState, node: Node, io: IO, redirs: Redir[]): Cmd {
  return {
    name: '',
    argv: [],
    start: node.startIndex,
    end: node.endIndex,
    ...(io.stdin ? { stdin: io.stdin } : {}),
    redirs,
    assigns: [],
    via: [],
    stdoutRedirected: false,
    pipeline: io.pipeline ?? [],
    pipeStart: io.pipeStart ?? node.startIndex,
    pipeEnd: io.pipeEnd ?? node.endIndex,
  };
}

// --- commands --------------------------------------------------------------------------------------

/** A command; again for each element when a word picks an array element by an unknown index (arrays.ts). */
function runCommandNode(st: ShellState, node: Node, io: IO, outer: Redir[]): Value | undefined {
  return eachChoice(st, () => runCommandOnce(st, node, io, outer));
}

function runCommandOnce(st: ShellState, node: Node, io: IO, outer: Redir[]): Value | undefined {
  const acc: Redirections = { redirs: [], continuations: [] };
  for (const r of node.childrenForFieldName('redirect')) if (r) collectRedirect(st, r, acc);
  const assigns: Assign[] = [];
  for (const c of node.namedChildren)
    if (c?.type === 'variable_assignment') assigns.push(assignmentOf(st, c));
  const argv = argvOf(st, node);
  const heredoc = acc.heredoc ?? io.heredoc;
  const cmd: Cmd = {
    name: argv[0] ? canonicalName(argv[0].v.text) : '',
    argv,
    // A first word that got back the `{` tree-sitter took from it starts one character earlier.
    start: Math.min(node.startIndex, argv[0]?.start ?? node.startIndex),
    end: Math.max(node.endIndex, ...outer.map((r) => r.end)),
    redirs: [...acc.redirs, ...outer],
    assigns,
    via: [],
    stdoutRedirected: false,
    pipeline: io.pipeline ?? [],
    pipeStart: io.pipeStart ?? node.startIndex,
    pipeEnd: io.pipeEnd ?? node.endIndex,
  };
  if (acc.heredoc) cmd.stdin = acc.heredoc.value;
  else if (io.stdin) cmd.stdin = io.stdin;
  if (heredoc && cmd.stdin === heredoc.value) cmd.heredoc = heredoc;
  if (argv.length === 0) {
    for (const a of assigns) assignVar(st, a);
  }
  return execCmd(st, cmd);
}

// --- functions -------------------------------------------------------------------------------------

function defineFunction(st: ShellState, node: Node): void {
  const nameNode = node.childForFieldName('name');
  const body = node.childForFieldName('body');
  if (!nameNode || !body) return;
  const name = st.slice(nameNode.startIndex, nameNode.endIndex);
  if (st.functions.size < 1_000) st.functions.set(name, { node: body, calls: 0 });
  forkBomb(st, name, body, node.startIndex, node.endIndex);
}

/** Analyses a function body at a call, with its arguments as positional parameters. */
export function callFunction(st: ShellState, name: string, cmd: Cmd): Value | undefined {
  const fn = st.functions.get(name);
  if (!fn) return NO_OUTPUT;
  if (fn.calls >= SHELL_LIMITS.maxCallsPerFunction || st.callDepth >= SHELL_LIMITS.maxCallDepth)
    return NO_OUTPUT;
  fn.calls++;
  const saved = { positional: st.positional, text: st.text, site: st.site };
  st.positional = cmd.argv.slice(1).map((w) => w.v);
  st.callDepth++;
  const locals: ShellState['localFrames'][number] = new Map();
  st.localFrames.push(locals);
  // A sourced library's function: its nodes index the library's text, and what it does is reported at
  // the outermost call in the unit. The unit's own function, even called from a library's, is the unit's.
  if (fn.library !== undefined) {
    st.site ??= { start: cmd.start, end: cmd.end };
    st.text = fn.library;
  } else {
    st.site = undefined;
    st.text = st.ownText;
  }
  try {
    // A body that printed nothing prints nothing (its messages went to standard error): the call's output
    // is empty, not a stand-in for an unknown program's, so `f=$(fetch)` is exactly what `fetch` printed.
    return nested(st, () => runNode(st, fn.node, cmd.stdin ? { stdin: cmd.stdin } : {})) ?? literal('');
  } finally {
    st.localFrames.pop();
    st.restoreLocals(locals);
    st.callDepth--;
    st.positional = saved.positional;
    st.text = saved.text;
    st.site = saved.site;
  }
}

/** Functions never called in the unit are analysed once, with unknown arguments. */
export function runUncalledFunctions(st: ShellState): void {
  for (const fn of st.functions.values()) {
    if (fn.calls > 0 || fn.library !== undefined) continue;
    fn.calls++;
    nested(st, () => runNode(st, fn.node, {}));
  }
}

// --- loops and case --------------------------------------------------------------------------------

function runFor(st: ShellState, node: Node, io: IO): Value | undefined {
  const varNode = node.childForFieldName('variable');
  const body = node.childForFieldName('body');
  const name = varNode ? st.slice(varNode.startIndex, varNode.endIndex) : '';
  const items: Word[] = [];
  for (const v of node.childrenForFieldName('value')) if (v) items.push(...expandWord(st, v));
  if (!body) return NO_OUTPUT;
  const max = SHELL_LIMITS.maxLoopItems;
  const bindings: Value[] = items.slice(0, max).map((w) => w.v);
  if (items.length > max) bindings.push({ ...concat(items.slice(max).map((w) => w.v)), literal: false });
  if (bindings.length === 0)
    bindings.push(
      st.positional?.[0] ?? { text: `\${${name}}`, literal: false, taints: ['unknown'], vars: [name] },
    );
  // A loop's output is every pass's output (`for f in a b; do printf … "$f"; done | next` gets both).
  const outs: Value[] = [];
  for (const b of bindings) {
    st.setVar(name, b);
    const out = runNode(st, body, io);
    if (out && outs.length < 16) outs.push(out);
  }
  return outs.length > 1 ? concat(outs) : (outs[0] ?? NO_OUTPUT);
}

function runCaseLike(st: ShellState, node: Node, io: IO): Value | undefined {
  const outs: Value[] = [];
  const patterns = new Set(node.childrenForFieldName('value').map((n) => n?.id));
  for (const c of node.namedChildren) {
    if (!c) continue;
    if (patterns.has(c.id)) {
      runSubstitutionsIn(st, c);
      continue;
    }
    const out = runNode(st, c, io);
    if (out && outs.length < 16) outs.push(out);
  }
  return outs.length ? concat(outs) : NO_OUTPUT;
}
