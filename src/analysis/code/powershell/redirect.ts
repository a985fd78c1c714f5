import type { Node } from 'web-tree-sitter';
import { writeTo } from './cmd-files.js';
import type { PsCtx } from './context.js';
import { type PsVal, toValue } from './psval.js';

/**
 * Redirections: `cmd > file` writes the pipeline's output to `file` (`>>` appends); stream merges
 * (`2>&1`) and `$null` targets write nothing.
 */
export function redirect(ix: PsCtx, node: Node, value: PsVal): void {
  const list = node.type === 'redirections' ? node.namedChildren : [node];
  for (const r of list) {
    const op = r.namedChildren.find((c) => c.type === 'file_redirection_operator')?.text;
    const target = r.namedChildren.find((c) => c.type === 'redirected_file_name');
    if (!op || !target) continue;
    const targetNode = target.namedChildren.find((c) => c.type !== 'command_argument_sep') ?? target;
    const path =
      targetNode.type === 'generic_token'
        ? toValue({ k: 'data', v: { text: targetNode.text, literal: true, taints: [] } })
        : toValue(ix.expr(targetNode));
    // Only the success stream (`>`, `1>`, `>>`) carries the pipeline's output.
    if (path.text === '' || /^\$null$/i.test(targetNode.text) || !/^1?>>?$/.test(op)) continue;
    writeTo(ix, path, value, op.endsWith('>>'), r);
  }
}
