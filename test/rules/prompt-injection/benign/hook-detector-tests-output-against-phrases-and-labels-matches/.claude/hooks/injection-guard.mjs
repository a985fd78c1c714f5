#!/usr/bin/env node
// Flags tool output that tries to steer the agent and tells the agent which pattern matched.
import { readFileSync } from 'node:fs';

const PATTERNS = [
  {
    id: 'override-ignore',
    category: 'instruction_override',
    severity: 'CRITICAL',
    pattern: /ignore\s+(all\s+)?(previous|prior|above)\s+(instructions?|rules?)/i,
    description: 'Ignore previous instructions',
  },
  { id: 'persist-bypass', pattern: '(bypass|disable|skip|ignore)\\s+(security|hook|safety)', severity: 'CRITICAL', description: 'Security bypass instruction' },
];

function quickCheck(text) {
  const low = text.toLowerCase();
  return (
    low.includes('ignore previous instructions') ||
    low.includes('ignore everything above') ||
    low.startsWith('your real instructions')
  );
}

const input = JSON.parse(readFileSync(0, 'utf8'));
const text = JSON.stringify(input.tool_response ?? '');
const hits = PATTERNS.filter((p) => (typeof p.pattern === 'string' ? new RegExp(p.pattern, 'i') : p.pattern).test(text));
if (hits.length > 0 || quickCheck(text)) {
  const names = hits.map((h) => `  - [${h.severity}] ${h.description}`).join('\n');
  console.log(JSON.stringify({ continue: true, additionalContext: `Injection patterns matched in the last tool result:\n${names}` }));
}
