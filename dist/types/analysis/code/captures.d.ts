import type { SecretClass, Value } from '../facts.js';
/**
 * What the user copied or sees, read by code: the clipboard (where password managers, `gh auth token |
 * pbcopy` and every copied snippet put their text) and images of the screen. Neither is a store with a
 * path, so no `read` fact is made: the value carries the `secret` taint with a class of its own, which the
 * analysers pass along like any secret and data-exfiltration grades when it leaves the machine
 * (rules/data-exfiltration.md: **high** where it runs, below the named stores). One table per family of
 * languages; the calls and programs are the platforms' own APIs and command-line tools. Pure: text in,
 * spans out; linear patterns.
 */
export type CaptureClass = Extract<SecretClass, 'clipboard' | 'screen-capture'>;
/** The value a capture gives: unknown text, secret-tainted, with its class. */
export declare function captureValue(cls: CaptureClass, what: string): Value;
/** Language families whose calls are matched as text (the statement models of src/analysis/code/scripting/). */
export type CaptureFamily = 'lib' | 'ruby' | 'perl';
/** The captures a statement's text calls, with their spans; at most 8. */
export declare function capturesIn(text: string, family: CaptureFamily): Array<{
    start: number;
    end: number;
    cls: CaptureClass;
    what: string;
}>;
/**
 * Command-line programs that print the clipboard (`pbpaste`, `wl-paste`, `xclip -o`, `xsel -o`,
 * `termux-clipboard-get`, `copyq read`, `osascript -e 'the clipboard'`) or write an image of the screen
 * (`screencapture FILE`, `scrot`, `grim`, `maim`, `gnome-screenshot -f FILE`, ImageMagick's `import -window
 * root FILE`, `spectacle -o FILE`): the class, and where the image goes when it is a file (the last
 * operand, or the option's value), else standard output.
 */
export declare function captureCommand(program: string, args: readonly string[]): {
    cls: CaptureClass;
    file?: string;
} | undefined;
/** The programs `captureCommand` knows (the shell's handler table registers each). */
export declare const CAPTURE_PROGRAMS: readonly string[];
