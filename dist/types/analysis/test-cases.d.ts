/**
 * Test-case files (test prompts, evals) and the expected behaviour their records carry: read by the prose
 * analysis (src/analysis/prose/data.ts) and by prompt-injection's phrase path, which the main bundle loads
 * before the prose analysis, so this module stays outside src/analysis/prose/.
 */
/**
 * A file of test cases (test prompts, evals): records with the prompt or input a model is given. The
 * expected behaviour beside it (`expected_behavior`, `expected`, `should` …) describes what the model under
 * test should do ("Agent should NOT deliver a full briefing; … overriding the earlier directive"), for a
 * grader or a reader: data, not an instruction to the agent that reads the file.
 */
export declare const TEST_CASES: RegExp;
export declare const EXPECTED_KEY: RegExp;
/**
 * The text at `offset` is the value of an expected-behaviour key of a test-case file (above), on the
 * key's own line: what the model under test should do, read as data by the phrase matchers too.
 */
export declare function expectedBehaviourAt(text: string, offset: number): boolean;
