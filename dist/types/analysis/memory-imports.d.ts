import type { SecretClass, Value } from './facts.js';
/** The secret stores a memory file's text imports (a project's `.env` is configuration, not one). */
export declare function importedSecrets(text: string): Array<{
    path: string;
    cls: SecretClass;
    label: string;
}>;
export declare function importedSecret(content: Value | undefined): {
    path: string;
    label: string;
} | undefined;
