/**
 * A command the text gives as an example of a kind of step, not as the step to take: "Run the test suite
 * once (e.g., `make test-quick`)", "a check such as `npm test`", "Run full suite (`uv run pytest` or
 * `make check`)". A workflow written for any project shows how such a step may look; the command runs
 * whatever the user's project defines, not necessarily the scanned tree's target. Used by the reach model
 * (src/rules/support/unrun-code.ts) for task-runner commands whose configuration lies outside the skill's
 * own folder; the attacker writes "e.g." too, so a command on the skill's own Makefile keeps its run.
 */
/**
 * Whether the inline code span at `start` (0-based offset of its opening backtick in `line`) to `end`
 * (offset just past its closing backtick) is given as an example or as one of alternatives.
 */
export declare function commandGivenAsExample(line: string, start: number, end: number): boolean;
