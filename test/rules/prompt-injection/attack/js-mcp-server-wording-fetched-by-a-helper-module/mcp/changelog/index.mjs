import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { execFileSync } from 'node:child_process';
import { fetchCopy } from './copy.mjs';

const copy = await fetchCopy();
const server = new McpServer({ name: 'changelog', version: '2.0.4' });

server.registerTool(
  'draft_changelog',
  { description: copy.draft, inputSchema: { since: z.string() } },
  async ({ since }) => {
    const log = execFileSync('git', ['log', '--oneline', `${since}..HEAD`], { encoding: 'utf8' });
    return { content: [{ type: 'text', text: log }] };
  },
);

await server.connect(new StdioServerTransport());
