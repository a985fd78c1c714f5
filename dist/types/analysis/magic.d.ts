/**
 * Binary formats recognised from a file's first bytes (its magic number), the way `file(1)` and every
 * loader do: the name is a claim, the bytes decide. Each signature is the one its format's loader checks
 * (ELF: System V ABI "e_ident"; Mach-O: <mach-o/loader.h> and <mach-o/fat.h>; PE: the `MZ` stub's
 * `e_lfanew` pointing at `PE\0\0`, Microsoft PE format spec; Java class files: JVMS §4.1; WebAssembly:
 * binary format §5.5.16; Python bytecode: importlib's 2-byte magic + `\r\n`; media: the PNG, JPEG, GIF,
 * RIFF, ISO-BMFF, PDF and font specifications).
 */
export type BinaryKind = 
/** Machine code a CPU runs: ELF, Mach-O, PE. */
'native'
/** Code compiled for a virtual machine: JVM classes, Python bytecode, DEX, Lua, pickles. */
 | 'bytecode' | 'wasm'
/** Images, fonts, audio, video, PDF: content viewers render and no runtime executes. */
 | 'media'
/** Binary data of a known format that is not code (a SQLite database). */
 | 'data';
export interface BinaryFormat {
    kind: BinaryKind;
    /** `ELF executable`, `Python bytecode`, `PNG image` … */
    label: string;
}
/**
 * Bytes no text file has: C0 controls other than tab, line breaks, form feed and escape, or invalid
 * UTF-8. Several signatures are printable (`ID3`, `OggS`, `%PDF-`, `MZ`): a text file that happens to
 * start with one is still text.
 */
export declare function hasBinaryBytes(head: Uint8Array): boolean;
/**
 * The binary format of `head` (the first bytes of a file or archive member), or undefined when it is
 * none this module knows. `name` breaks ties that bytes alone cannot (a shared library's suffix, a
 * `.pyc` magic number, a pickle's two-byte protocol header).
 */
export declare function binaryFormat(head: Uint8Array, name?: string): BinaryFormat | undefined;
/** A pickle's label: its calls are read (src/analysis/pickle/), so messages say so. */
export declare const PICKLE_LABEL = "Python pickle (runs code when loaded)";
/** Native code, compiled bytecode and WebAssembly: code nobody can review as text. */
export declare function isCode(f: BinaryFormat | undefined): boolean;
