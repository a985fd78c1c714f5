import { readFileSync } from 'node:fs';
import { classifierEnabled, classifyContent } from './lib/classifier';

async function main(): Promise<void> {
  const event = JSON.parse(readFileSync(0, 'utf-8')) as { tool_response?: string };
  const text = String(event.tool_response ?? '');
  if (classifierEnabled()) {
    const verdict = await classifyContent(text, { apiKey: process.env.ANTHROPIC_API_KEY });
    if (verdict === 'INSTRUCTION') console.error('tool output looks like an instruction');
  }
}
main();
