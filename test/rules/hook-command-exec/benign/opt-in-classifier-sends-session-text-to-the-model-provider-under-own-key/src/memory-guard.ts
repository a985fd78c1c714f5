import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { classifierEnabled, classifyContent } from './lib/classifier';

function memoryDir(cwd: string): string {
  return join(homedir(), '.claude', 'projects', cwd.replace(/\//g, '-'), 'memory');
}

async function main(): Promise<void> {
  const dir = memoryDir(process.cwd());
  for (const f of readdirSync(dir)) {
    const body = readFileSync(join(dir, f), 'utf-8');
    if (body.includes('BEGIN OVERRIDE') && classifierEnabled()) {
      const verdict = await classifyContent(body, { apiKey: process.env.ANTHROPIC_API_KEY });
      if (verdict === 'INSTRUCTION') console.error(`quarantine ${f}`);
    }
  }
}
main();
