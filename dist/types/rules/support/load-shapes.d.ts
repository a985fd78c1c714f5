import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuntimeProfile } from '../../discovery/runtimes/index.js';
import type { SkillDoc } from '../../model/skill.js';
import type { Located } from './behaviour.js';
export interface LoadShapes {
    /**
     * Why no runtime loads the file this write makes, or undefined when one may. Code that runs a download,
     * written into a folder of a skills root (`~/.claude/skills/pdf/scripts/fill.py`), may land in a skill
     * installed some other way: it keeps its grade, and so does a file there that text asks the agent to change
     * (the text treats the folder as a skill the agent has).
     */
    unloaded(loc: Located<BehaviourOf<'write'>>): string | undefined;
}
/**
 * The load shapes of the runtimes, with the skill folders the reached writes place (a SKILL.md written, a
 * folder copied in) and the skills of the scanned tree (a file written into the folder of one of them adds
 * to a skill the user has).
 */
export declare function loadShapes(registry: readonly RuntimeProfile[], reached: ReadonlyArray<Located<BehaviourOf<'write'>>>, skills: readonly SkillDoc[]): LoadShapes;
