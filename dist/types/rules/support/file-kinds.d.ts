/**
 * Extensions that promise text. A file named like this whose bytes are an executable, an archive or
 * other binary content is file-type-mismatch's finding (the name lies); other rules leave the file itself
 * to it, so that one piece of evidence is reported once.
 */
export declare const TEXT_NAMED: RegExp;
