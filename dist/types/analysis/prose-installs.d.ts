import type { Behaviour, CodeUnit, TextIntent } from './facts.js';
import { type ClassifyOptions } from './hosts.js';
import type { LineMap } from './lines.js';
import type { MarkdownDoc } from './markdown.js';
import type { RoleSpan } from './prose/facts.js';
export declare function proseInstalls(text: string, md: MarkdownDoc, roles: readonly RoleSpan[], lines: LineMap, unitCount: number, hosts: ClassifyOptions): {
    units: CodeUnit[];
    behaviours: Behaviour[];
};
/** What the text asks the agent or a person to do with no code written: writes (prose-writes.ts) and installs. */
export declare function askedFacts(text: string, md: MarkdownDoc, prose: {
    intents: readonly TextIntent[];
    roles: readonly RoleSpan[];
}, lines: LineMap, unitCount: number, hosts: ClassifyOptions): {
    units: CodeUnit[];
    behaviours: Behaviour[];
};
