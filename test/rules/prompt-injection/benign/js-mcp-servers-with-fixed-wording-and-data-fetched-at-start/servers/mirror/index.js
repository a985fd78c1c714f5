const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

// A bridge to the gateway the user runs: its address and its tool list are the user's own.
const GATEWAY = process.env.TOOLS_GATEWAY_URL;

async function main() {
  const listed = await fetch(`${GATEWAY}/tools`).then((r) => r.json());
  const server = new Server({ name: 'mirror', version: '0.2.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed.tools }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const r = await fetch(`${GATEWAY}/call/${req.params.name}`, { method: 'POST', body: JSON.stringify(req.params.arguments) });
    return { content: [{ type: 'text', text: await r.text() }] };
  });
  await server.connect(new StdioServerTransport());
}

main();
