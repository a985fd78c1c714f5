import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { lit, type PsVal } from './psval.js';

/**
 * A command call as the parameter binder sees it (named parameters with any prefix, positional
 * arguments, pipeline input, the argument words in order) and the lookups handlers use on it.
 */

export interface Arg {
  v: PsVal;
  node: Node;
}

export interface CmdCall {
  /** Canonical lower-case name (`invoke-expression`, `powershell`). */
  name: string;
  positional: Arg[];
  named: Array<{ name: string; v?: PsVal; node: Node }>;
  input?: PsVal;
  node: Node;
  /** Every argument word in order, as text (what a native program receives). */
  words: string[];
}

export type CmdHandler = (ix: PsCtx, c: CmdCall) => PsVal | undefined;

/** A named parameter's value, matching any prefix the binder would accept (`-Enc` for `-EncodedCommand`). */
export function param(c: CmdCall, ...names: string[]): PsVal | undefined {
  for (const n of c.named) {
    const given = n.name.toLowerCase();
    if (given.length === 0) continue;
    if (names.some((x) => x.toLowerCase().startsWith(given))) return n.v ?? lit('True');
  }
  return undefined;
}

export function hasParam(c: CmdCall, ...names: string[]): boolean {
  return param(c, ...names) !== undefined;
}

/** The value of a parameter given by name or at a position. */
export function arg(c: CmdCall, position: number, ...names: string[]): PsVal | undefined {
  return param(c, ...names) ?? c.positional[position]?.v;
}
