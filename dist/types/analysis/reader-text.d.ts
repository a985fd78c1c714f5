/**
 * The text as its reader sees it: a name split by a character that renders as nothing (`~/.aws/cre<SHY>dentials`,
 * `up<ZWSP>load`, `cur<WJ>l`) reads as the whole name to the reviewer and to the model that acts on it, while a
 * literal match on the file's characters misses it. Facts are extracted from this copy; the hidden-unicode rule
 * reads the file itself and still reports the characters.
 *
 * Offsets survive: each removed character becomes a space at the end of its word (before the next blank, line
 * break or end of text), so every line keeps its start and its length, and a word keeps its start. Only the
 * columns inside a word after a removed character move. Tag characters stay: a run of them is hidden text
 * (decoded and reported as such), not a break inside a name. Pure and linear.
 */
export declare function readerText(text: string): string;
