import { type ShellView } from './shell-view.js';
/** Parses shell text; `base` is added to every offset (the text's position in its file). */
export declare function parseShell(text: string, base?: number): ShellView;
