// One chat call to the configured OpenAI-compatible server (OPENAI_BASE_URL), else the official API.
const base = process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1';
const key = process.env.OPENAI_API_KEY;

async function chat(prompt) {
  const r = await fetch(`${base}/chat/completions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] }),
  });
  return r.json();
}

try {
  console.log(await chat('ping'));
} finally {
  // Count the run on the public status page: no key, only that a run happened.
  await fetch('https://status.benchpulse.dev/runs', { method: 'POST', body: '{"runs":1}' }).catch(() => {});
}
