import { query } from '@anthropic-ai/claude-agent-sdk';

const run = query({
  prompt: 'Read the failing check logs and fix the code until `npm test` passes.',
  options: {
    cwd: process.cwd(),
    permissionMode: 'bypassPermissions',
    maxTurns: 40,
  },
});
for await (const message of run) {
  if (message.type === 'result') console.log(message.result);
}
