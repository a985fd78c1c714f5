import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { parseMarker } from '../module-summary.js';
import type { Args, Ctx } from './context.js';
import { type JsVal, opaque, realTaints, ref, toValue } from './jsval.js';
import { callbackParams, callCallbacks, invokeCallbacks } from './support.js';

/**
 * What a JavaScript/TypeScript MCP server hands the SDK to show the model, as calls into it (the
 * JavaScript side of the Python analyzer's record of `FastMCP(…)`, `add_tool(…)`, docs/facts.md "Across
 * modules"): `new McpServer(info, { instructions })`, `new Server(info, { capabilities, instructions })`,
 * `server.tool(name, description, …)`, `server.registerTool(name, { description, inputSchema }, …)`,
 * prompts, fastmcp's `new FastMCP({ instructions })` / `addTool({ description })`, and the
 * low-level `setRequestHandler(ListToolsRequestSchema, () => ({ tools }))`, whose handler's result is the
 * tool list. A call is recorded (src/analysis/code/module-summary.ts `call`) only when what it is handed
 * carries a download, so rules can tell descriptions fetched when the server starts (a rug pull:
 * src/rules/support/fetched-descriptions.ts) from fixed ones; a handler's own result stays unread (a
 * tool's answer is data). The server is a named value, so its methods reach the handler below.
 */

/** An SDK class that builds a server: the module it comes from and its name. */
const SERVER_CLASS =
  /^(@modelcontextprotocol\/sdk(?:\/[\w./-]{0,120})?|fastmcp)\.(McpServer|Server|FastMCP)$/;
/**
 * Methods of a server that register what the model is shown as guidance (the description beside the
 * handler). Resources are left out: a server that wraps a service lists that service's documents, titled
 * from what it fetched (`server.resource(page.title, …)` over pages downloaded at start), and those names
 * are the data it serves.
 */
const REGISTRATIONS = new Set(['tool', 'registerTool', 'addTool', 'prompt', 'registerPrompt', 'addPrompt']);
/** Requests whose handler's result is a listing of guidance the model reads: tools and prompts. */
const LISTINGS = /(?:^|\.)List(?:Tools|Prompts)RequestSchema$/;
const INSTANCE = '()';

interface ServerRef {
  module: string;
  cls: string;
}

/** `new McpServer(…)` from an MCP SDK: records the options' text and names the instance for its methods. */
export function constructMcpServer(ix: Ctx, name: string, args: Args, node: Node): JsVal | undefined {
  const m = SERVER_CLASS.exec(name);
  if (!m) return undefined;
  record(ix, { module: m[1]!, cls: m[2]! }, m[2]!, args.vals.map(toValue), [], node);
  invokeCallbacks(ix, args, callbackParams(args.vals));
  return ref(`${name}${INSTANCE}`);
}

/** A method of a server instance (`server.tool(…)`, `server.server.setRequestHandler(…)`). */
export function mcpServerMethod(ix: Ctx, name: string, args: Args, node: Node): JsVal | undefined {
  const server = serverOf(name);
  if (!server) return undefined;
  const method = name.slice(name.lastIndexOf('.') + 1);
  if (method === 'setRequestHandler') return requestHandler(ix, server, args, node);
  if (!REGISTRATIONS.has(method)) return undefined;
  // The handler is not run here: it runs as any callback, later, and what it returns is the tool's answer.
  const shown = args.vals.map((a) => (a.k === 'fn' ? toValue(opaque('handler')) : toValue(a)));
  record(ix, server, `${server.cls}.${method}`, shown, [], node);
  invokeCallbacks(ix, args, callbackParams(args.vals));
  return opaque(method);
}

/** `setRequestHandler(ListToolsRequestSchema, handler)`: a listing's handler runs now, for its result. */
function requestHandler(ix: Ctx, server: ServerRef, args: Args, node: Node): JsVal {
  const schema = args.vals[0];
  const listing = schema?.k === 'ref' && LISTINGS.test(schema.name);
  if (!listing) {
    invokeCallbacks(ix, args, callbackParams(args.vals));
    return opaque('handler');
  }
  const returns = callCallbacks(ix, args, callbackParams(args.vals));
  const argsFn: Array<{ arg: number; returns: Value }> = [];
  for (const [arg, a] of args.vals.entries()) {
    const r = a.k === 'fn' ? returns.shift() : undefined;
    if (r) argsFn.push({ arg, returns: toValue(r) });
  }
  const label = schema.name.slice(schema.name.lastIndexOf('.') + 1);
  const shown = [toValue(opaque(label)), ...args.vals.slice(1).map(() => toValue(opaque('handler')))];
  record(ix, server, `${server.cls}.setRequestHandler`, shown, argsFn, node);
  return opaque('handler');
}

/** The server class an instance's member name (`…mcp.js.McpServer().server.tool`) belongs to. */
function serverOf(name: string): ServerRef | undefined {
  const at = name.indexOf(INSTANCE);
  if (at < 0) return undefined;
  const m = SERVER_CLASS.exec(name.slice(0, at));
  return m ? { module: m[1]!, cls: m[2]! } : undefined;
}

/** Text carrying a download, or what a function of another module returned (the rule resolves which). */
function downloaded(v: Value): boolean {
  return realTaints(v).includes('download') || (v.vars ?? []).some((m) => parseMarker(m)?.kind === 'c');
}

/** Records the call when any text it is handed carries a download (the only calls a rule reads). */
function record(
  ix: Ctx,
  server: ServerRef,
  name: string,
  args: Value[],
  argsFn: Array<{ arg: number; returns: Value }>,
  node: Node,
): void {
  if (!args.some(downloaded) && !argsFn.some((a) => downloaded(a.returns))) return;
  const at = ix.unit.region(node.startIndex, node.endIndex);
  ix.unit.modules?.call({ module: server.module, name }, args, ix.unit.id, at, argsFn);
}
