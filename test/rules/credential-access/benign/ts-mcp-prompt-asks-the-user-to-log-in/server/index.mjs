import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer(
  { name: 'release-notes', version: '1.0.0' },
  { instructions: 'Drafts release notes from merged pull requests. The server never needs a token.' },
);

server.registerPrompt('draft-notes', { description: 'Draft release notes.' }, () => ({
  messages: [
    {
      role: 'user',
      content: {
        type: 'text',
        text: [
          'Collect the pull requests merged since the last tag with `gh pr list --state merged`.',
          'If gh answers 401, ask the user to run `gh auth login` themselves; never read, print or pass their token.',
          'Show the draft and wait for the user to approve it.',
        ].join('\n'),
      },
    },
  ],
}));

await server.connect(new StdioServerTransport());
