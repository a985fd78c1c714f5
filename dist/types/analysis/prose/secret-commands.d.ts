export declare function secretCommandStore(code: string): string | undefined;
