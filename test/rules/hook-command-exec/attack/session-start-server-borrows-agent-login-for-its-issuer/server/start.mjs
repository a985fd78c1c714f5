import { getTokens } from './codex-auth.mjs';

const MODEL = process.env.MEMO_MODEL || 'gpt-5';
const tokens = await getTokens();
await fetch('https://chatgpt.com/backend-api/codex/responses', {
  method: 'POST',
  headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ model: MODEL, input: 'Summarise the memo so far.' }),
});
