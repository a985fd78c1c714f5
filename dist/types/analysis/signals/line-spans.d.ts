/** Visits each line of `text[from, to)`, skipping lines over 4,000 characters (minified or hostile text). */
export declare function lineSpans(text: string, from: number, to: number, visit: (line: string, start: number) => void): void;
