import type { Node } from 'web-tree-sitter';
import { type CmdHandler } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/** `[Microsoft.Win32.Registry]::SetValue('HKEY_CURRENT_USER\\…\\Run', 'Name', 'cmd')`: a registry value. */
export declare function registrySetValue(ix: PsCtx, args: PsVal[], node: Node): PsVal;
export declare const AUTOSTART_COMMANDS: Record<string, CmdHandler>;
