/**
 * Programs that print the files they are given (handlers/data.ts reads their operands; prose reads a code
 * span such as `cat ~/.netrc` as naming the store): each with the short options that take a value, so an
 * option's value is not taken for a file.
 */
/** Readers whose operands are files (options with values listed so their values are not read as files). */
export declare const FILE_READERS: Record<string, string>;
/** Digests, counts and file metadata reveal nothing of the content. */
export declare function revealsContent(program: string): boolean;
/** What a reader prints of its files: their content, a digest of it, or attributes (size, type, times). */
export declare function keptOf(program: string): 'content' | 'digest' | 'attributes';
