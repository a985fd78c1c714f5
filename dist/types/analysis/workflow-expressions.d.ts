import type { Value } from './facts.js';
/**
 * The value an expression gives the script when it names a secret (every secret it names, the whole
 * secrets context first); undefined when it names none or yields a boolean or a hash of them.
 */
export declare function expressionSecret(expression: string): Value | undefined;
/**
 * A step's environment, from the workflow's `env`, the job's and the step's (later levels win): plain
 * values as text, values that carry a secret (`${{ secrets.X }}`, `Bearer ${{ github.token }}`,
 * `${{ env.TOKEN }}` of a secret one) as values. Any other expression leaves the variable unset (unknown).
 */
export declare function workflowEnv(levels: readonly unknown[]): {
    vars: Record<string, string>;
    values: Record<string, Value>;
};
/**
 * A `run:` script as the shell sees it once the runner filled in its expressions: one that names a secret
 * becomes a variable bound to that secret (`${secrets_DEPLOY_KEY}`; inside single quotes the quotes are
 * closed around it, since the runner's text lands there whatever the quoting), `${{ env.X }}` the variable
 * X, any other an opaque unset variable.
 */
export declare function workflowScript(run: string): {
    code: string;
    values: Record<string, Value>;
};
/**
 * For each offset (ascending), whether it sits inside single quotes of a shell script: one pass over the
 * text that knows backslash escapes, double quotes, comments and here-document bodies (whose apostrophes
 * quote nothing).
 */
export declare function singleQuoted(code: string, offsets: readonly number[]): boolean[];
