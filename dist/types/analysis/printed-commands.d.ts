/**
 * Commands a program carries as text to print for whoever runs it: a doctor script's fix table
 * (`"uv": "curl -LsSf https://astral.sh/uv/install.sh | sh"`), a linter's remediation line
 * (`"ACTION: refresh the rule pack: curl -fsSL https://… | bash"`). Inert on their own; a skill that tells
 * the agent to carry out what the program prints makes them steps the agent runs
 * (src/rules/support/printed-output.ts). Read from the source text, never run: string literals, and
 * literals joined with `+` to names (`"curl https://" + MIRROR + "/x.sh | sh"`, the names kept as
 * `${NAME}`), Python f-strings and JavaScript template literals (their `{expr}`/`${expr}` kept as
 * `${expr}`). A literal counts from the first word that starts a command (`curl`, `pip`, `npm` …) to its end.
 */
export interface PrintedCommand {
    /** The command as the program would print it, unknown parts as `${name}`. */
    text: string;
    /** Offsets of the expression in the source. */
    start: number;
    end: number;
}
/** The command a literal's text holds, from its first command word on, or undefined. */
export declare function commandIn(text: string): string | undefined;
/** Commands written as string literals (or literals joined to names) in a program's source. */
export declare function printedCommands(source: string): PrintedCommand[];
