/** Whether the comment is a note for whoever edits or fills the file (above), not one for the agent. */
export declare function editorNote(body: string, fileName?: string): boolean;
/**
 * Each line of the block is a pipeline of programs that only look (`cat ~/.claude/plugins/installed_plugins.json
 * | grep -q "ralph-loop"`): no redirection into a file, no substitution, no other program. Such a check
 * decides which part of a template to keep; it runs nothing and sends nothing.
 */
export declare function inspectionOnly(block: string): boolean;
/**
 * The comment's text for the command test: a fence's info string (```` ```bash ````) names a language,
 * not a program it runs, and a fenced block that only looks is taken out. Fences that do more are kept.
 */
export declare function commandText(body: string): {
    text: string;
    fencedCommand: boolean;
};
