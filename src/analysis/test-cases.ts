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
export const TEST_CASES =
  /^[ \t-]{0,40}["']?(?:prompt|input|query|question|user_input|user_prompt|scenario)["']?[ \t]{0,4}:/m;
export const EXPECTED_KEY =
  /^["']?(?:expected(?:[_-](?:behaviou?r|output|response|result|answer|outcome|actions?))?|expectations?|should(?:[_-]not)?|must[_-]not|ideal[_-]response|grader[_-]notes)["']?$/i;

/** `"expected_behavior": "` / `expected: ` at the head of a line, up to the value: the key, captured. */
const KEYED_LINE = /^[ \t-]{0,40}["']?([\w-]{1,40})["']?[ \t]{0,4}:[ \t]{0,4}["']?/;

/**
 * The text at `offset` is the value of an expected-behaviour key of a test-case file (above), on the
 * key's own line: what the model under test should do, read as data by the phrase matchers too.
 */
export function expectedBehaviourAt(text: string, offset: number): boolean {
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  const m = KEYED_LINE.exec(text.slice(ls, Math.min(offset, ls + 200)));
  return m !== null && ls + m[0].length <= offset && EXPECTED_KEY.test(m[1]!) && TEST_CASES.test(text);
}
