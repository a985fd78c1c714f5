import type { Node, Tree } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { BoundedWalk, type WalkBounds } from '../bounded-walk.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { runCommand } from './commands.js';
import type { PsCtx, WrittenScript } from './context.js';
import { evalExpr, memberName } from './expr.js';
import type { PsLibrary } from './libraries.js';
import { itemsOf, lit, opaque, type PsObj, type PsVal, plusValues, staticText } from './psval.js';
import { redirect } from './redirect.js';
import { variableName } from './strings.js';
import { variableValue } from './variables.js';

/**
 * A small abstract interpreter for PowerShell: statements in source order, pipelines passing values
 * from one command to the next (`iwr $u | iex`), variables (with the automatic and environment ones
 * PowerShell provides), functions inlined at their calls with their parameters bound, script blocks
 * run where they are invoked. Every walk is bounded; a bound hit marks the unit `gave-up`.
 */

export interface PsLimits extends WalkBounds {
  maxInlineDepth: number;
  maxInlinesPerFunction: number;
}

export const DEFAULT_PS_LIMITS: PsLimits = {
  maxSteps: 300_000,
  maxDepth: 200,
  maxInlineDepth: 5,
  maxInlinesPerFunction: 12,
};

/** Statement containers whose named children are walked in order. */
const CONTAINERS = new Set([
  'program',
  'statement_list',
  'statement_block',
  'script_block',
  'script_block_body',
  'named_block_list',
  'named_block',
  'else_clause',
  'elseif_clauses',
  'elseif_clause',
  'catch_clauses',
  'catch_clause',
  'finally_clause',
  'try_statement',
  'if_statement',
  'while_statement',
  'do_statement',
  'for_statement',
  'switch_statement',
  'switch_body',
  'switch_clauses',
  'switch_clause',
  'trap_statement',
  'data_statement',
  'labeled_statement',
  'while_condition',
  'for_initializer',
  'for_condition',
  'for_iterator',
  'switch_condition',
  'class_statement',
  'class_method_definition',
  'ERROR',
]);

const WRITTEN_KEY = 'powershell:written';

export class PsInterp extends BoundedWalk implements PsCtx {
  /** Variable frames: the script's, then one per inlined function call. Names are lower-cased. */
  readonly frames: Array<Map<string, PsVal>> = [new Map()];
  readonly functions = new Map<string, Node>();
  readonly aliases = new Map<string, string>();
  /** Files written with downloaded or decoded content, by path (running one runs it); one per document,
   *  like the shell's files: `-OutFile x.exe` in one block and `.\x.exe` in a later one run the download. */
  readonly written: Map<string, Value>;
  readonly stored = new Map<string, Value>();
  readonly scripts = new Map<string, WrittenScript>();
  readonly requests: PsObj[] = [];
  private inlineDepth = 0;
  private readonly calls = new Map<number, number>();
  private readonly walkedBlocks = new Set<number>();
  private readonly blocks: Node[] = [];
  private readonly embeds = new Set<string>();
  /** Functions of loaded modules (by node id), and each module's text by its tree (libraries.ts). */
  private readonly libraryFns = new Set<number>();
  private readonly libraryTexts = new Map<Tree, string>();
  /** The call in the unit where what a library function does is reported, while one runs; the last one. */
  private site: { start: number; end: number } | undefined;
  private lastSite: { start: number; end: number } | undefined;

  constructor(
    readonly unit: UnitHandle,
    readonly limits: PsLimits = DEFAULT_PS_LIMITS,
  ) {
    super(limits);
    let written = unit.session.get(WRITTEN_KEY) as Map<string, Value> | undefined;
    if (!written) {
      written = new Map();
      unit.session.set(WRITTEN_KEY, written);
    }
    this.written = written;
  }

  /** Defines a loaded module's functions (the unit's own, hoisted later, win over them). */
  addLibrary(lib: PsLibrary): void {
    this.libraryTexts.set(lib.tree, lib.text);
    for (const { name, node } of lib.functions) {
      if (this.functions.has(name)) continue;
      this.functions.set(name, node);
      this.libraryFns.add(node.id);
    }
  }

  /** The text a node's offsets index: the unit's, or the loaded module's it belongs to. */
  textOf(node: Node): string {
    return this.libraryTexts.get(node.tree) ?? this.unit.text;
  }

  /** Where a node's behaviour is reported: a library node at the script's call of its function. */
  private siteOf(node: Node): { start: number; end: number } {
    const library = this.libraryTexts.size > 0 && this.libraryTexts.has(node.tree);
    return (library && (this.site ?? this.lastSite)) || { start: node.startIndex, end: node.endIndex };
  }

  protected walk(root: Node): void {
    this.hoist(root);
    this.stmt(root);
    this.drain();
  }

  /** Registers every function definition up front (scripts often define helpers after the main code
   *  that calls them inside other functions). Bounded by the step budget. */
  private hoist(root: Node): void {
    const stack: Node[] = [root];
    while (stack.length) {
      const n = stack.pop()!;
      this.tick();
      if (n.type === 'function_statement') {
        const name = n.namedChildren.find((c) => c.type === 'function_name');
        if (name) this.functions.set(name.text.toLowerCase(), n);
      }
      for (const c of n.namedChildren) stack.push(c);
    }
  }

  stmt(node: Node): PsVal {
    this.tick();
    return this.deeper<PsVal>(opaque('statement'), () => this.stmtInner(node));
  }

  private stmtInner(node: Node): PsVal {
    switch (node.type) {
      case 'pipeline':
        return this.pipeline(node);
      case 'function_statement':
      case 'comment':
      case 'empty_statement':
      case 'param_block':
      case 'attribute_list':
        return lit('');
      case 'foreach_statement':
        return this.foreach(node);
      case 'flow_control_statement': {
        let v: PsVal = lit('');
        for (const c of node.namedChildren) v = this.stmt(c);
        this.returnValue(v);
        return v;
      }
      default: {
        if (!CONTAINERS.has(node.type)) return this.expr(node);
        let last: PsVal = lit('');
        for (const c of node.namedChildren) last = this.stmt(c);
        return last;
      }
    }
  }

  expr(node: Node): PsVal {
    this.tick();
    return this.deeper<PsVal>(opaque(node.type), () => evalExpr(this, node));
  }

  /** `foreach ($x in $items) { … }`: the body runs with `$x` an item (each, for short static lists). */
  private foreach(node: Node): PsVal {
    const named = node.namedChildren;
    const variable = named.find((c) => c.type === 'variable');
    const coll = named.find((c) => c.type === 'pipeline');
    const body = named.find((c) => c.type === 'statement_block');
    const items = coll ? itemsOf(this.pipeline(coll)) : [];
    const name = variable ? variableName(variable.text) : undefined;
    const each = items.length > 0 && items.length <= 256 ? items : [items[0] ?? opaque('item')];
    for (const it of each) {
      if (name) this.set(name, it);
      if (body) this.stmt(body);
    }
    return lit('');
  }

  command(node: Node, input: PsVal | undefined): PsVal {
    return runCommand(this, node, input);
  }

  /** A pipeline: an assignment, or elements joined by `|`, each getting the previous one's output. */
  pipeline(node: Node): PsVal {
    let value: PsVal = lit('');
    for (const c of node.namedChildren) {
      if (c.type === 'assignment_expression') value = this.assignment(c);
      else if (c.type === 'pipeline_chain') value = this.chain(c);
      else if (c.type === 'redirections' || c.type === 'redirection') redirect(this, c, value);
      else value = this.stmt(c);
    }
    return value;
  }

  private chain(node: Node): PsVal {
    let input: PsVal | undefined;
    for (const c of node.namedChildren) {
      if (c.type === 'command') input = runCommand(this, c, input);
      else if (c.type === 'redirections' || c.type === 'redirection') redirect(this, c, input ?? lit(''));
      else if (c.type === 'pipeline_chain' || c.type === 'pipeline') input = this.stmt(c);
      else input = this.expr(c);
    }
    return input ?? lit('');
  }

  private assignment(node: Node): PsVal {
    const left = node.namedChildren.find((c) => c.type === 'left_assignment_expression');
    const op = node.namedChildren.find((c) => c.type === 'assignement_operator')?.text ?? '=';
    const valueNode = node.childForFieldName('value');
    let v = valueNode ? this.stmt(valueNode) : lit('');
    const target = left ? innermost(left) : undefined;
    if (target?.type === 'variable') {
      const name = variableName(target.text);
      if (op === '+=') {
        const cur = this.get(name);
        v =
          cur.k === 'arr'
            ? { k: 'arr', items: [...cur.items, ...itemsOf(v)].slice(0, 4096) }
            : plusValues(cur, v);
      }
      if (!name.startsWith('env:')) this.set(name, v);
      if (this.frames.length === 1 && v.k === 'data')
        this.unit.assign(name, v.v, node.startIndex, node.endIndex);
    } else if (target?.type === 'member_access' || target?.type === 'element_access') {
      this.assignMember(target, v);
    } else if (target) this.expr(target);
    return v;
  }

  /**
   * `$h.key = v` / `$h[$k] = v` on a hashtable a variable holds: the entry is set in place (hashtables are
   * references in PowerShell), so a body built up entry by entry and then sent carries every entry. A key
   * not known here gets a numbered stand-in, so its value still travels with the table.
   */
  private assignMember(target: Node, v: PsVal): void {
    const recvNode = target.namedChildren[0];
    const recv = recvNode ? this.expr(recvNode) : undefined;
    if (recv?.k !== 'hash' || recv.props.size >= 4096) return;
    const key =
      target.type === 'member_access'
        ? memberName(this, target)
        : staticText(target.namedChildren[1] ? this.expr(target.namedChildren[1]) : undefined);
    recv.props.set(key ? key.toLowerCase() : `#${recv.props.size}`, v);
  }

  // -----------------------------------------------------------------------------------------------
  // Variables

  get(name: string): PsVal {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const v = this.frames[i]!.get(name);
      if (v) return v;
    }
    return variableValue(this, name);
  }

  set(name: string, v: PsVal): void {
    this.frames[this.frames.length - 1]!.set(name, v);
  }

  private returnValue(v: PsVal): void {
    const frame = this.frames[this.frames.length - 1]!;
    if (this.frames.length > 1 && !frame.has('#return')) frame.set('#return', v);
  }

  // -----------------------------------------------------------------------------------------------
  // Functions and script blocks

  /** Calls a script function with bound parameters (bounded inlining); `at` is the call. */
  callFunction(fn: Node, params: Map<string, PsVal>, pipelineInput?: PsVal, at?: Node): PsVal {
    const n = this.calls.get(fn.id) ?? 0;
    if (n >= this.limits.maxInlinesPerFunction || this.inlineDepth >= this.limits.maxInlineDepth)
      return opaque('call');
    this.calls.set(fn.id, n + 1);
    // A loaded module's function reports at the outermost call in the unit.
    const savedSite = this.site;
    if (this.libraryFns.has(fn.id) && at) this.site = this.lastSite = this.site ?? this.siteOf(at);
    const frame = new Map(params);
    if (pipelineInput) frame.set('_', pipelineInput).set('input', pipelineInput);
    this.frames.push(frame);
    this.inlineDepth++;
    let last: PsVal = lit('');
    try {
      const body = fn.namedChildren.find((c) => c.type === 'script_block');
      if (body) last = this.runBlockBody(body);
    } finally {
      this.inlineDepth--;
      this.frames.pop();
      this.site = savedSite;
    }
    return frame.get('#return') ?? last;
  }

  /** Runs a script block where it is invoked (`& { }`, `. { }`, `Invoke-Command`, `ForEach-Object`). */
  runBlock(block: Node, vars: Map<string, PsVal> = new Map()): PsVal {
    this.walkedBlocks.add(block.id);
    const body =
      block.type === 'script_block_expression'
        ? block.namedChildren.find((c) => c.type === 'script_block')
        : block;
    if (!body) return lit('');
    this.frames.push(vars);
    try {
      return this.runBlockBody(body);
    } finally {
      this.frames.pop();
    }
  }

  private runBlockBody(body: Node): PsVal {
    let last: PsVal = lit('');
    for (const c of body.namedChildren) {
      if (c.type === 'param_block') this.paramDefaults(c);
      else last = this.stmt(c);
    }
    return last;
  }

  /** `param($Url = 'https://…')` inside a body: defaults for parameters no caller gave. */
  private paramDefaults(paramBlock: Node): void {
    const frame = this.frames[this.frames.length - 1]!;
    for (const p of paramBlock.descendantsOfType('script_parameter')) {
      const v = p.namedChildren.find((c) => c.type === 'variable');
      const dflt = p.namedChildren.find((c) => c.type === 'script_parameter_default');
      if (!v) continue;
      const name = variableName(v.text);
      if (frame.has(name)) continue;
      const valueNode = dflt?.namedChildren[0];
      frame.set(name, valueNode ? this.expr(valueNode) : opaque(name));
    }
  }

  /** A script block value was created: remember it, to walk it at the end if nothing invoked it. */
  noteBlock(block: Node): void {
    if (this.blocks.length < 5_000) this.blocks.push(block);
  }

  private drain(): void {
    for (const fn of this.functions.values())
      if (!this.calls.has(fn.id) && !this.libraryFns.has(fn.id)) this.callFunction(fn, new Map());
    for (let i = 0; i < this.blocks.length; i++) {
      const b = this.blocks[i]!;
      if (!this.walkedBlocks.has(b.id)) this.runBlock(b);
    }
  }

  // -----------------------------------------------------------------------------------------------
  // Reporting

  emit(b: BehaviourInput, node: Node, once?: string): void {
    const { start, end } = this.siteOf(node);
    this.buf.add(b, start, end, once);
  }

  emitAt(b: BehaviourInput, start: number, end: number): void {
    // Offsets a library node gave (a request object's `at`) are reported at the call that ran it.
    if (this.site) this.buf.add(b, this.site.start, this.site.end);
    else this.buf.add(b, start, end);
  }

  embed(lang: 'shell' | 'powershell' | 'batch', code: string, node: Node, exact = false): void {
    const { start, end } = this.siteOf(node);
    const key = `${lang}@${start}:${code}`;
    if (this.embeds.has(key) || this.embeds.size > 500) return;
    this.embeds.add(key);
    const inUnit = start === node.startIndex && end === node.endIndex;
    this.unit.embed(lang, code, start, end, { exact: exact && inUnit, label: `${lang} from PowerShell` });
  }
}

function innermost(node: Node): Node {
  let n = node;
  for (let i = 0; i < 32 && n.namedChildCount === 1; i++) n = n.namedChildren[0]!;
  return n;
}
