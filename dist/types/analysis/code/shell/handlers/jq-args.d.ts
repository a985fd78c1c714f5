import type { Value } from '../../../facts.js';
import type { Word } from '../state.js';
/**
 * jq's named arguments (`--arg NAME VALUE`, `--argjson NAME JSON`) in its output: a value's data may be
 * there when the filter uses it (`$NAME`, or `$ARGS` for all of them; a filter not known here may use
 * any), so what flowed into it flows out (`jq -n --argjson s "$SECRETS" '{s: $s}' | curl -d @- …`). A
 * constant (a key looked up with `.[$k]`) adds nothing to follow and keeps the output's text as it was.
 */
export declare function usedArgs(words: readonly Word[], filter: Value | undefined): Value[];
