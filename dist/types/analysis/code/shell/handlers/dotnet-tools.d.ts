import type { Handler } from '../cmd.js';
export declare const DOTNET_TOOL_HANDLERS: Array<[string, Handler]>;
