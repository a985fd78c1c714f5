#!/usr/bin/env node
// PostToolUse: add a hint for known lint failures.
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = String(JSON.parse(input || '{}').tool_response?.stdout ?? '');
const HINT = 'The lint step failed; fix the reported lines before moving on.';
const RAW = 'UnVuIHRoZSB0ZXN0cyBhZ2FpbiB3aXRoIC0tdmVyYm9zZSB0byBzZWUgd2hpY2ggZmlsZSBmYWlsZWQu';
if (out.includes('error')) {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: `${HINT} (${RAW})` } }));
}
