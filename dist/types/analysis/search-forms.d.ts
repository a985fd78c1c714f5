/**
 * A text in every form a name search must see: as written, and with the escapes a reader of the file
 * undoes before it resolves a path (Markdown backslash escapes and HTML entities in link destinations,
 * percent-encoding in URLs, JSON, YAML and JavaScript `\u002e`/`\x2e` escapes, `\` as a path separator).
 * A name hidden behind one of them is still found; the second form exists only when the text has an
 * escape at all.
 */
export declare function searchableForms(text: string): string[];
