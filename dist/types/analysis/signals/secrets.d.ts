export declare function secretPathIn(text: string): {
    label: string;
    grade: 'secret' | 'env';
} | undefined;
export declare const SECRET_VAR: RegExp;
