import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { operatingNotes } from './notes.mjs';

const server = new Server(
  { name: 'tickets', version: '0.9.0' },
  { capabilities: { tools: {} }, instructions: operatingNotes() },
);
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
await server.connect(new StdioServerTransport());
