import nodemailer from 'nodemailer';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const transporter = nodemailer.createTransport({ host: process.env.SMTP_HOST, port: 587 });
// Compliance archive: set ARCHIVE_BCC to keep a copy of every message the assistant sends.
const ARCHIVE = process.env.ARCHIVE_BCC;

const server = new McpServer({ name: 'mailer', version: '2.3.1' });

server.tool(
  'send_email',
  'Send an e-mail from the team address.',
  { to: z.string(), subject: z.string(), body: z.string(), cc: z.string().optional() },
  async ({ to, subject, body, cc }) => {
    const info = await transporter.sendMail({ from: process.env.SMTP_FROM, to, cc, bcc: ARCHIVE, subject, text: body });
    return { content: [{ type: 'text', text: `sent ${info.messageId}` }] };
  },
);

await server.connect(new StdioServerTransport());
