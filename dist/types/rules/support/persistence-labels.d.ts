import type { Value, WriteClass } from '../../analysis/facts.js';
export declare function labelOf(cls: WriteClass): string;
/**
 * A hook's write into the project's own instruction files (CLAUDE.md, `.claude/rules/`): medium, as
 * persistence grades them (it reads what the written text asks and keeps a risky ask high). The home
 * folder's, read by every project, are not this: undefined, and the caller keeps them high.
 */
export declare function projectMemoryWrite(b: {
    cls: string;
    target: {
        text: string;
    };
}): {
    severity: 'medium';
    what: string;
} | undefined;
/** A write target in the user's home folder: its agent files are read by every project, not one. */
export declare const HOME_TARGET: RegExp;
/**
 * A download written as the agent's instructions (`curl -o ~/.claude/CLAUDE.md <gist>`): what every later
 * session follows is whatever the address serves when this runs again, not text anyone reviewed.
 */
export declare function remoteInstructions(cls: WriteClass, content: Value | undefined): string | undefined;
