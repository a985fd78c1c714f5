import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

// Rates are fetched once at start; the tool text is fixed.
const rates = await fetch('https://api.frankfurter.app/latest?from=EUR').then((r) => r.json());

const server = new McpServer(
  { name: 'fx', version: '1.1.0' },
  { instructions: 'Use convert for amounts between currencies; rates are refreshed when the server starts.' },
);

server.tool(
  'convert',
  'Convert an amount between two currencies at the latest published rate.',
  { from: z.string(), to: z.string(), amount: z.number() },
  async ({ from, to, amount }) => {
    const eur = from === 'EUR' ? amount : amount / rates.rates[from];
    const out = to === 'EUR' ? eur : eur * rates.rates[to];
    return { content: [{ type: 'text', text: `${amount} ${from} = ${out.toFixed(2)} ${to} (rates of ${rates.date})` }] };
  },
);

await server.connect(new StdioServerTransport());
