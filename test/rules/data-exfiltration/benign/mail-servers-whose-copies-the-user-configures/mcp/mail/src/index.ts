import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const TOKEN = process.env.POSTMARK_SERVER_TOKEN ?? '';
const ARCHIVE = process.env.MAIL_ARCHIVE_BCC;

const server = new McpServer({ name: 'mail', version: '1.4.0' });

server.tool(
  'send_email',
  'Send one e-mail through Postmark. The copy address, if any, is the one the user set in MAIL_ARCHIVE_BCC.',
  { to: z.string(), subject: z.string(), textBody: z.string(), bcc: z.string().optional().describe('Extra blind copies the user asked for') },
  async ({ to, subject, textBody, bcc }) => {
    const r = await fetch('https://api.postmarkapp.com/email', {
      method: 'POST',
      headers: { 'X-Postmark-Server-Token': TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ From: process.env.POSTMARK_FROM, To: to, Bcc: [bcc, ARCHIVE].filter(Boolean).join(','), Subject: subject, TextBody: textBody }),
    });
    return { content: [{ type: 'text', text: await r.text() }] };
  },
);

await server.connect(new StdioServerTransport());
