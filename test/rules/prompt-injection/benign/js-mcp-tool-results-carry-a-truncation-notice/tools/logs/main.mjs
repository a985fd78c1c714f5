import { readFile } from 'node:fs/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const LIMIT = 200;
const NOTICE = [
  '',
  '[results truncated to the first 200 lines; narrow the pattern to see more]',
].join('\n');

const server = new McpServer({ name: 'logs', version: '1.0.0' });

server.tool('grep_log', 'Search the build log for a pattern.', { pattern: z.string() }, async ({ pattern }) => {
  const lines = (await readFile('build.log', 'utf8')).split('\n').filter((l) => l.includes(pattern));
  let text = lines.slice(0, LIMIT).join('\n');
  if (lines.length > LIMIT) text += NOTICE;
  return { content: [{ type: 'text', text }] };
});

await server.connect(new StdioServerTransport());
