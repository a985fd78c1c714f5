/**
 * Console transcripts in fenced blocks (```console, ```shell-session, or a plain block copied from a
 * terminal) put a prompt before each command: `$ curl …`, `PS> …`, and `> ` on continuation lines.
 * Prompts are blanked with spaces in a same-length copy, so offsets (and so findings' columns) do not
 * move. In a transcript — a block where some line starts with `$ ` or `PS> ` — a line with no prompt
 * that does not continue the previous command is program output, and is blanked too. Only for units
 * from Markdown (`fence`, `inline`): in a script, `$ x` and `> f` are shell syntax.
 */
export declare function blankPrompts(text: string): string;
export declare function blankFenceLines(text: string): string;
export declare function bracePlaceholders(text: string): string;
export declare function coprocGroups(text: string): string;
export declare function zshGlobFlags(text: string): string;
