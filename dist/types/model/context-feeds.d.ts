import type { ReferenceGraph } from './graph.js';
import type { ScanModel } from './model.js';
/**
 * Text a launch point feeds into the agent's context, added to the reference graph: Claude Code adds the
 * standard output of SessionStart and UserPromptSubmit hooks to the context, and a hook's JSON
 * `additionalContext` (or an exit-2 block reason) from any event; a slash command's or skill's `!` line
 * runs before the prompt and its output is inlined into it; a plugin monitor's lines reach the model. A
 * document such a program prints (src/analysis/printed/: `cat "$root/context/conventions.$lang.md"`, a
 * Python hook that reads `context/reply-format.md`, a script that prints every `.claude/context/*.md`) is
 * read by the agent as instructions, like a SKILL.md body: it joins the closure of the launch point's entry
 * with the chain entry → program → document (edge kind `printed`), so the prose rules read it. A document
 * the command itself prints (`jq --rawfile ctx FILE`, `!`cat notes.md``) is the command's `printed` edge,
 * not a script it runs. A data file such a program loads and prints fields of (`for e in entries:
 * print(e["reminder"])`) is not joined to the closure, since only those values reach the context: it gets
 * the chain in `reachers` and its printed keys in the graph's `fedData` (src/rules/support/fed-data.ts
 * reads those values as text the agent is shown). Work is done only for launch points that feed the context, after the walk: the
 * overlay is a function of the walked graph, so every scan (full or pull-request) adds the same files.
 */
type ModelInput = Omit<ScanModel, 'graph'>;
export declare function withContextFeeds(model: ModelInput, graph: ReferenceGraph): Promise<ReferenceGraph>;
export {};
