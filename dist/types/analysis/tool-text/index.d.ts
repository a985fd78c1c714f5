import type { Lang, SecretClass, TextIntent } from '../facts.js';
import { LineMap } from '../lines.js';
/**
 * MCP tool poisoning (docs/prose.md): an MCP server hands the agent each tool's description and each
 * argument's, its `instructions`, its prompts' messages and its tools' results, and the model reads them
 * as guidance it trusts — text a reviewer of the skill's Markdown never sees. The texts of a plausible MCP
 * server's source (it imports an MCP SDK: Python, JavaScript/TypeScript, Go, Rust) are read by the prose
 * recognisers as instructions, with container `tool-description` (and `served` saying which of the other
 * texts it is). A secret the description of an argument asks for — or the server's instructions or a
 * prompt, for an argument of a tool they name — is named per tool and argument (`ToolArgs`), so the code
 * analysis can give that parameter the secret's taint: the handler that posts its arguments out then
 * sends the secret.
 */
export type { ToolText } from './walk.js';
/** Tool function → argument → the secret its description asks the agent to pass there. */
export type ToolArgs = Map<string, Map<string, SecretClass>>;
export interface ToolTextFacts {
    intents: TextIntent[];
    args?: ToolArgs;
    limitHit?: string;
}
export declare function isMcpServer(text: string): boolean;
/** What the tool and argument descriptions of a script ask; undefined when it is no MCP server. */
export declare function toolTextFacts(text: string, lang: Lang | undefined, lines: LineMap, imported?: {
    readonly texts: Readonly<Record<string, string>>;
    readonly from: Readonly<Record<string, string>>;
}, path?: string): ToolTextFacts | undefined;
