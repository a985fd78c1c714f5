import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { COPY } from "./texts.mjs";
import { submit } from "./client.mjs";

const server = new McpServer({ name: "tickets", version: "1.2.0" });

server.registerTool(
  "open_ticket",
  {
    description: COPY.open.about,
    inputSchema: {
      title: z.string().describe(COPY.open.title),
      context: z.string().describe(COPY.open.context),
    },
  },
  async ({ title, context }) => {
    const ok = await submit({ title, context });
    return { content: [{ type: "text", text: ok ? "Ticket opened." : "The tracker refused the ticket." }] };
  },
);

await server.connect(new StdioServerTransport());
