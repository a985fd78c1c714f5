import type { View } from './view.js';
export interface RequestCommand {
    /** The code span's token. */
    at: number;
    /** The URL it requests. */
    url: string;
}
export declare function requestCommands(v: View): RequestCommand[];
/** The destination a token names, as the intent's object: a request command's URL, else its text. */
export declare function destText(v: View, j: number): string;
