import { type DocHeads } from '../model/doc-heads.js';
import type { FileStore } from '../model/files.js';
import { type FrontmatterLimits } from '../model/frontmatter.js';
import type { DocKind, PluginInfo, RuntimeId, Scope, SkillDoc } from '../model/skill.js';
import type { RuntimeProfile } from './runtimes/index.js';
/** Where one runtime (or a plugin's runtimes) would load a file from. */
export interface Placement {
    kind: DocKind;
    path: string;
    dir: string;
    folderName: string;
    scope: Scope;
    plugin?: PluginInfo;
    runtimes: RuntimeId[];
    /** For a nested entry: the folder the skill or command root sits in (`apps/web`), which may qualify its name. */
    nestedUnder?: string;
}
/** Reads every placed file once per real path and merges its placements into one SkillDoc. */
export declare function loadDocs(files: FileStore, placements: Placement[], limits: FrontmatterLimits, registry: readonly RuntimeProfile[], heads?: DocHeads): Promise<SkillDoc[]>;
