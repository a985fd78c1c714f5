import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Where a document asks to obey a program's output: the sentence or table row, or undefined. The output is
 * named by a word (prints, output …) or by a code span the program's source holds (`next_steps`, `ACTION:`):
 * a span that names something else (`setup.py` itself, "run `setup.py` exactly as shown") does not count.
 */
export declare function obeyedOutputAsk(text: string, source?: string, names?: string): {
    start: number;
    end: number;
} | undefined;
/** The document linking `path` that asks to obey its output, located at the ask. */
export declare function obeyingReferrer(ctx: RuleContext, path: string, source: string): Promise<Location | undefined>;
