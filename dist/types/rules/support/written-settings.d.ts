import type { Location, Region, Severity } from '../../findings.js';
import type { HooksFile, WrittenInto } from '../../model/skill.js';
import type { RuleContext } from '../types.js';
export interface WrittenNote {
    /** Who the setting reaches, replacing "everyone who opens this project". */
    whom: string;
    /** The sentence naming the writer. */
    by: string;
    related: Location[];
    /** The grade after the writer's circumstances (a dotfiles owner's own link, a user's option). */
    grade: (s: Severity) => Severity;
}
export declare function writtenNote(w: WrittenInto): WrittenNote;
/** The written settings file a launch point was read from, if it was written rather than shipped. */
export declare function writtenSettingsAt(ctx: RuleContext, path: string): HooksFile | undefined;
/** A location with the writer's line appended to the related locations. */
export declare function withWriter(location: {
    path: string;
    region?: Region;
}, note: WrittenNote | undefined, related?: Location[]): {
    location: {
        path: string;
        region?: Region;
    };
    related?: Location[];
};
/**
 * Whether a write's content is a file this writer puts in a runtime's place that is already read as that
 * runtime file (its grants are reported there, at their own lines, with this writer related).
 */
export declare function reportedAtSource(ctx: RuleContext, writer: string, content: {
    taints: readonly string[];
    from?: string;
}): boolean;
