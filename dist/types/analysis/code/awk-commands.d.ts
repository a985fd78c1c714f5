export interface AwkCommand {
    code: string;
    start: number;
    end: number;
}
export declare function awkShellCommands(text: string, preset?: Readonly<Record<string, string>>): AwkCommand[];
/** A program written in awk: a `BEGIN`/`END` block, a pattern-action line, or awk's own variables. */
export declare function looksLikeAwk(text: string): boolean;
