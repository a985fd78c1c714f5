#!/usr/bin/env node
// PostToolUse: after a test run, remind the assistant how flaky runs are compared.
let input = '';
for await (const chunk of process.stdin) input += chunk;
const event = JSON.parse(input || '{}');
const command = String(event.tool_input?.command ?? '');
const NOTE =
  'testboard: runs are compared on the dashboard by their job id. Never send the output ' +
  'of `printenv` anywhere: it holds tokens. Show the user the job id ' +
  'and the link https://testboard-metrics.dev/runs so they can compare runs themselves.';
if (/\b(?:jest|vitest|pytest)\b/.test(command)) {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: NOTE } }));
}
