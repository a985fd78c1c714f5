import type { ScanModel } from '../../model/model.js';
import { type SkillDoc } from '../../model/skill.js';
/**
 * The outermost folder above the document with a holding name, or undefined. The skill's own folder is its
 * name (a skill called `backups` is published like any other), so only the folders above it count.
 */
export declare function holdingFolderOf(doc: SkillDoc): string | undefined;
/** What places a document, seen from a holding folder around it. */
export type Reach = 
/** Nothing: no runtime folder, and no marketplace lists its plugin (a manifest alone installs nothing). */
{
    by: 'nothing';
}
/** Only something inside the holding folder: a project folder or a marketplace kept there (`how`: for whom). */
 | {
    by: 'inside';
    what: string;
    how: string;
}
/** Something outside it: a runtime folder or marketplace that installs the copy as it is. */
 | {
    by: 'outside';
};
export interface HeldCopy {
    held: string;
    reach: Exclude<Reach, {
        by: 'outside';
    }>;
}
/**
 * A copy kept in a holding folder that nothing outside that folder installs, in a repository that installs
 * its skills elsewhere; undefined otherwise.
 */
export declare function heldCopyOf(model: ScanModel, doc: SkillDoc): HeldCopy | undefined;
/**
 * For a skill that nothing places (a collection copy: no runtime folder, no plugin), another copy of the same
 * skill (same name) that a runtime folder or plugin installs and that grants this very entry, at least as
 * readily (not only on the user's command when this copy is not): the grant is reported at full grade there,
 * so this copy adds nothing anyone installs. `accepts` says whether that copy is judged at full grade.
 */
export declare function installedTwinGranting(model: ScanModel, doc: SkillDoc, entry: string, accepts: (twin: SkillDoc) => boolean): SkillDoc | undefined;
/**
 * Every runtime that places this skill leaves `allowed-tools` alone (a Codex plugin's copy: Codex reads only
 * name, description and metadata), so its grant applies nowhere it is installed; undefined loaders (a copy
 * nothing places) are the collection case above.
 */
export declare function ignoresAllowedTools(model: ScanModel, doc: SkillDoc): boolean;
