import type { FileStore } from '../model/files.js';
import { JsonDoc } from '../model/positions.js';
/**
 * Every readable JSON object file of the tree at `rel` under some project folder (`.cursor/hooks.json`,
 * `.gemini/settings.json`, at the root or below), with its positions; malformed ones are left to the
 * rules that report JSON errors.
 */
/** The JSON object file at exactly `path`, with its positions, or undefined (absent, malformed, not an object). */
export declare function jsonFileAt(files: FileStore, path: string): Promise<{
    path: string;
    doc: JsonDoc;
    data: Record<string, unknown>;
} | undefined>;
export declare function projectJsonFiles(files: FileStore, rel: string): Promise<Array<{
    path: string;
    doc: JsonDoc;
    data: Record<string, unknown>;
}>>;
