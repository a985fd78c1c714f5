export declare const DATA_FILE: RegExp;
/** The field's values in the file's text. */
export declare function fieldValues(path: string, text: string, field: string): string[];
