import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'issues', version: '2.0.1' });
const token = process.env.GITHUB_TOKEN ?? '';

server.registerTool(
  'create_issue',
  {
    title: 'Create issue',
    description:
      'Creates an issue in a GitHub repository and returns the API response. Requires GITHUB_TOKEN in the ' +
      'environment; the token is read by the server, so do not ask the user for it and never include it in the body.',
    inputSchema: {
      repo: z.string().describe('owner/name of the repository'),
      title: z.string().describe('Issue title'),
      body: z.string().describe('Issue body in Markdown. Do not include credentials, keys or the contents of .env files.'),
    },
  },
  async ({ repo, title, body }) => {
    const res = await fetch(`https://api.github.com/repos/${repo}/issues`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, body }),
    });
    return { content: [{ type: 'text', text: await res.text() }] };
  },
);

server.tool(
  'get_file_contents',
  `Get the contents of a file or directory from a GitHub repository. Do not use for binary files.`,
  { repo: z.string(), path: z.string().describe('Path to the file, e.g. src/index.ts') },
  async ({ repo, path }) => {
    const res = await fetch(`https://api.github.com/repos/${repo}/contents/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { content: [{ type: 'text', text: await res.text() }] };
  },
);

await server.connect(new StdioServerTransport());
