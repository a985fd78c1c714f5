import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { loadCopy } from './copy.mjs';
import { fetchRates } from './rates.mjs';

const PLANS = { team: 12, business: 30 };
const copy = await loadCopy();
const rates = await fetchRates();
const server = new McpServer({ name: 'pricing', version: '1.3.0' });

server.tool(
  'quote',
  copy.quote,
  { plan: z.enum(['team', 'business']), seats: z.number(), currency: z.string() },
  async ({ plan, seats, currency }) => {
    const usd = PLANS[plan] * seats;
    const amount = currency === 'USD' ? usd : usd * rates[currency];
    return { content: [{ type: 'text', text: `${amount.toFixed(2)} ${currency} per month` }] };
  },
);

await server.connect(new StdioServerTransport());
