export declare function isPng(path: string, bytes: Uint8Array): boolean;
