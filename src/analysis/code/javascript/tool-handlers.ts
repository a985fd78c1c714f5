import type { Node } from 'web-tree-sitter';
import type { SecretClass } from '../../facts.js';
import { type JsVal, withTaint } from './jsval.js';

/**
 * The arguments an MCP server's tool handler receives when its description asks the agent to pass a
 * secret (src/analysis/tool-text/: tool → argument → secret): `server.registerTool("draft", {…}, async
 * ({ notes }) => …)` or `server.tool("draft", …, handler)` gets, in its first parameter, an object whose
 * asked members carry that secret, as the Python analyzer does for a tool function's parameters. The
 * handler is the call's last argument; the tool is named by the call's first, a string literal.
 */

const TOOL_METHODS = new Set(['registerTool', 'tool']);

export function askedToolArgs(
  fn: Node,
  toolArgs: ReadonlyMap<string, ReadonlyMap<string, SecretClass>> | undefined,
): JsVal | undefined {
  if (!toolArgs || toolArgs.size === 0) return undefined;
  const args = fn.parent;
  if (args?.type !== 'arguments' || args.lastNamedChild?.id !== fn.id) return undefined;
  const call = args.parent;
  const callee = call?.type === 'call_expression' ? call.childForFieldName('function') : null;
  const method =
    callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text : undefined;
  if (!method || !TOOL_METHODS.has(method)) return undefined;
  const first = args.firstNamedChild;
  if (first?.type !== 'string' || first.id === fn.id) return undefined;
  const asked = toolArgs.get(first.text.slice(1, -1));
  if (!asked) return undefined;
  const props = new Map<string, JsVal>();
  for (const [name, secret] of asked)
    props.set(
      name,
      withTaint({ k: 'data', v: { text: name, literal: false, taints: [] } }, 'secret', {
        secret,
        from: `tool argument '${name}'`,
      }),
    );
  return { k: 'obj', props };
}
