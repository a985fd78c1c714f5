const API_URL = 'https://api.anthropic.com/v1/messages';

/** Opt-in: off unless GUARD_CLASSIFIER=smart. */
export function classifierEnabled(): boolean {
  return (process.env.GUARD_CLASSIFIER || 'off').toLowerCase() === 'smart';
}

export async function classifyContent(body: string, opts: { apiKey?: string }): Promise<string> {
  const resp = await fetch(API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': opts.apiKey ?? '', 'anthropic-version': '2023-06-01' },
    body: JSON.stringify({ model: 'claude-haiku', max_tokens: 200, messages: [{ role: 'user', content: body }] }),
  });
  const data = (await resp.json()) as { content?: Array<{ text?: string }> };
  return data.content?.[0]?.text ?? '';
}
