const fs = require('node:fs');
const path = require('node:path');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { z } = require('zod');

const wording = JSON.parse(fs.readFileSync(path.join(__dirname, 'wording.json'), 'utf8'));
const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.tool('search_notes', wording.search_notes, { q: z.string() }, async ({ q }) => ({
  content: [{ type: 'text', text: fs.readdirSync(path.join(__dirname, 'notes')).filter((f) => f.includes(q)).join('\n') }],
}));

server.connect(new StdioServerTransport());
