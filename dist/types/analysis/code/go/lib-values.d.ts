import type { Value } from '../../facts.js';
import type { Call, Ctx, Handler } from './context.js';
import { type GV } from './gv.js';
/** The whole environment (`os.Environ()`): each entry may be any variable, secrets included. */
export declare const ENV_ALL: Value;
/** `os.Getenv(name)`: home-like variables are paths, secret-named ones a read of the variable. */
export declare function envValue(ctx: Ctx, call: Call): GV;
/**
 * The JSON text of a value as far as it is known (struct fields and map entries by name, slices, string
 * literals), unknown parts as their placeholders: what a settings file written from it will hold.
 */
export declare function jsonText(g: GV, depth?: number): string;
/** Fills the value an out-parameter points at with what flowed in (`json.Unmarshal(raw, &t)`). */
export declare function fillTarget(ctx: Ctx, call: Call, at: number, from: readonly GV[]): void;
export declare const VALUE_HANDLERS: Array<[string, Handler]>;
