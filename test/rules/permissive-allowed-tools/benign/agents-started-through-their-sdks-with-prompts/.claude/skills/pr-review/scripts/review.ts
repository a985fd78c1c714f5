import { query } from '@anthropic-ai/claude-agent-sdk';

const run = query({
  prompt: 'Review the diff of this branch against main.',
  options: {
    allowedTools: ['Read', 'Grep', 'Glob'],
    permissionMode: 'default',
    // permissionMode: 'bypassPermissions', // never: reviews must not write
  },
});
for await (const message of run) {
  if (message.type === 'result') console.log(message.result);
}
