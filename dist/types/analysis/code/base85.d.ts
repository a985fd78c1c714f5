export declare function base85(input: string, max: number): string | undefined;
export declare function ascii85(input: string, max: number): string | undefined;
