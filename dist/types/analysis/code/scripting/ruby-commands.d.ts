import type { Value } from '../../facts.js';
import { type ScriptState } from './model.js';
/** `URI.open(url) { |r| … }` / `do |r|`: the block's parameter is the response (bound for the statements after). */
export declare function bindResponseBlock(st: ScriptState, after: number, response: Value): void;
export declare function rubyCommands(st: ScriptState): void;
/**
 * A digest check that stops the script on a mismatch (`raise "…" unless actual == PINNED`, or `unless …`
 * with `abort`/`raise`/`exit` as its body) marks the file it hashed as fixed code (the `verified` taint;
 * the rule caps what runs from it, as for `sha256sum -c` under `set -e`). A mismatch that only warns
 * (`warn "checksum differs, continuing"`) verifies nothing, and neither does a digest the script
 * downloaded (compared with what the same server sent).
 */
export declare function rubyDigestChecks(st: ScriptState): void;
