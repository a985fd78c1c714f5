import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/** `new McpServer(…)` from an MCP SDK: records the options' text and names the instance for its methods. */
export declare function constructMcpServer(ix: Ctx, name: string, args: Args, node: Node): JsVal | undefined;
/** A method of a server instance (`server.tool(…)`, `server.server.setRequestHandler(…)`). */
export declare function mcpServerMethod(ix: Ctx, name: string, args: Args, node: Node): JsVal | undefined;
