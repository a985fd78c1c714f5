import type { Node } from 'web-tree-sitter';
import type { SecretClass } from '../../facts.js';
import { type JsVal } from './jsval.js';
export declare function askedToolArgs(fn: Node, toolArgs: ReadonlyMap<string, ReadonlyMap<string, SecretClass>> | undefined): JsVal | undefined;
