import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import type { PsVal } from './psval.js';

/**
 * Tree shapes of the PowerShell grammar: every expression sits in a chain of single-child precedence
 * levels (logical → bitwise → comparison → additive → …), skipped here in a loop, not by recursion.
 */

export const WRAPPERS = new Set([
  'logical_expression',
  'bitwise_expression',
  'comparison_expression',
  'additive_expression',
  'multiplicative_expression',
  'format_expression',
  'range_expression',
  'array_literal_expression',
  'unary_expression',
  'argument_expression',
  'logical_argument_expression',
  'bitwise_argument_expression',
  'comparison_argument_expression',
  'additive_argument_expression',
  'multiplicative_argument_expression',
  'format_argument_expression',
  'range_argument_expression',
  'string_literal',
  'pipeline_chain',
  'left_assignment_expression',
  'key_expression',
]);

export function unwrap(node: Node): Node {
  let n = node;
  for (let i = 0; i < 64 && WRAPPERS.has(n.type) && n.childCount === 1; i++) n = n.child(0)!;
  return n;
}

/** The evaluated arguments of an `argument_list` node, with their nodes. */
export function argumentsOf(ix: PsCtx, list: Node | undefined): { vals: PsVal[]; nodes: Node[] } {
  const nodes =
    list?.namedChildren
      .find((c) => c.type === 'argument_expression_list')
      ?.namedChildren.filter((c) => c.type === 'argument_expression') ?? [];
  return { vals: nodes.map((a) => ix.expr(a)), nodes };
}
