import type { SecretClass } from '../../facts.js';
export declare function secretOfGlob(path: string): {
    cls: SecretClass;
    label: string;
} | undefined;
