import type { RuntimeProfile } from '../discovery/runtimes/index.js';
import type { FileStore } from './files.js';
import type { Edge } from './graph.js';
import type { PluginInfo } from './skill.js';
/**
 * Output styles as entry points (docs/skills.md §2.7). A selected style's body becomes part of the system
 * prompt of every answer, so it steers the agent exactly like a skill, but it is not a skill: it has no
 * invocation and none of a skill's frontmatter rules. The text rules read it once it is in the graph.
 * A plugin's styles hang off its manifest (an `output-style` edge per file), so a finding there names the
 * plugin the user installs; a project's `.claude/output-styles/*.md` is an entry point of its own.
 */
export interface OutputStyleGraph {
    /** Paths to add to the graph's entry points. */
    entries: string[];
    /** Extra edges from a plugin manifest to its styles, by the manifest's path. */
    edgesFrom: Map<string, Edge[]>;
}
interface ModelPart {
    files: FileStore;
    plugins: readonly PluginInfo[];
    profiles: readonly RuntimeProfile[];
}
export declare function outputStyleGraph(model: ModelPart): OutputStyleGraph;
export {};
