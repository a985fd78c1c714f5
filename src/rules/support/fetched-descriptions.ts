import type { FileFacts } from '../../analysis/extract.js';
import type { ImportedCall } from '../../analysis/facts-modules.js';
import { classifyHost, hostOf } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { grade, HIGH_WHERE_IT_RUNS, whereItRuns } from './behaviour.js';
import { reachableFiles, reportReached } from './reach.js';

/**
 * Tool descriptions or server instructions an MCP server downloads when it starts and registers (an MCP
 * rug pull: `M = json.load(urlopen(MANIFEST_URL))` then `mcp.add_tool(fn, description=M["search"])`,
 * `FastMCP("kb", instructions=remote["instructions"])`, `@mcp.tool(description=…)`), a local file kept only
 * as the fallback. The model reads descriptions and instructions as guidance it trusts, the user approved
 * the server by what it said then, and whoever serves the address rewrites it at every start. Read from
 * the code analysis's record of calls into the MCP SDK (src/analysis/facts-modules.ts `calls`): an argument
 * other than the handler that carries a download from a remote host. A server that downloads data its
 * tools return (rates, an index) hands the SDK no downloaded text and stays quiet. High where it runs.
 */

/**
 * The MCP SDK's modules: Python's (`mcp`, `mcp.server.fastmcp`, `fastmcp`) and JavaScript's
 * (`@modelcontextprotocol/sdk/server/mcp.js`, the `fastmcp` package; src/analysis/code/javascript/mcp-sdk.ts).
 */
const MCP_MODULE = /^(?:(?:mcp|fastmcp)(?:\.|$)|@modelcontextprotocol\/sdk(?:\/|$))/;
/** Calls whose text arguments the model is shown: constructors (instructions), registrations, tool types. */
const SHOWN = new Set([
  'FastMCP',
  'Server',
  'McpServer',
  'add_tool',
  'addTool',
  'registerTool',
  'registerPrompt',
  'addPrompt',
  'registerResource',
  'addResource',
  'resourceTemplate',
  'addResourceTemplate',
  'setRequestHandler',
  'tool',
  'add_prompt',
  'prompt',
  'add_resource',
  'resource',
  'Tool',
  'Prompt',
  'Resource',
]);
/** Loopback, documentation names, and an address the user configures (`${MANIFEST_URL}`): no one else's. */
const QUIET_HOSTS = new Set(['local', 'placeholder', 'unknown']);

export async function reportFetchedDescriptions(ctx: RuleContext): Promise<void> {
  for (const path of await reachableFiles(ctx)) {
    const facts = await ctx.model.facts(path);
    for (const call of facts?.modules?.calls ?? []) {
      const from = downloadedText(call) ?? (facts && (await importedDownload(ctx, path, facts, call)));
      if (!facts || !from) continue;
      const unit = facts.units[call.unit];
      const severity = unit && grade(HIGH_WHERE_IT_RUNS, unit);
      if (!unit || !severity) continue;
      const host = hostOf(from);
      const name = call.name.split('.').at(-1) ?? call.name;
      const what =
        name === 'FastMCP' || name === 'Server' || name === 'McpServer'
          ? "the server's instructions"
          : name === 'setRequestHandler'
            ? 'the tool list its handler returns'
            : 'the description it registers';
      await reportReached(ctx, {
        path,
        region: call.at,
        severity,
        message: `\`${inert(call.name, 60)}(…)\` hands the MCP SDK ${what} downloaded from ${inert(host, 120)} when the server starts: the model reads tool descriptions and instructions as guidance it trusts, and whoever serves that address can rewrite them at any start after the user approved the server, ${whereItRuns(unit)}`,
        related: fetchAt(path, facts, from),
        fingerprintKey: `fetched-description|${call.name}|${host}|${call.at.startLine}`,
      });
    }
  }
}

/** The remote address a registration's shown argument was downloaded from. */
function downloadedText(call: ImportedCall): string | undefined {
  if (!MCP_MODULE.test(call.module)) return undefined;
  const name = call.name.split('.').at(-1) ?? '';
  if (!SHOWN.has(name)) return undefined;
  const handlers = new Set((call.argsFn ?? []).map((a) => a.arg));
  // A listing handler's result is the tool list itself (JavaScript's `setRequestHandler(ListTools…)`).
  const listed = name === 'setRequestHandler' ? (call.argsFn ?? []).flatMap((a) => a.returns ?? []) : [];
  const shown = [...call.args.filter((_a, i) => !handlers.has(i)), ...listed];
  for (const a of shown) {
    if (!a.taints.includes('download') || !a.from) continue;
    if (!QUIET_HOSTS.has(classifyHost(a.from))) return a.from;
  }
  return undefined;
}

/**
 * A shown argument that holds what a function of another module of the server returns, when that function
 * returns downloaded text (`const w = await loadWording()` over `fetch(URL).then((r) => r.json())` in
 * `./wording.mjs`): the function's summary in its own file (docs/facts.md "Across modules"), one step.
 */
async function importedDownload(
  ctx: RuleContext,
  path: string,
  facts: FileFacts,
  call: ImportedCall,
): Promise<string | undefined> {
  const modules = facts.modules;
  if (!modules || !call.argsFrom?.length || !MCP_MODULE.test(call.module)) return undefined;
  if (!SHOWN.has(call.name.split('.').at(-1) ?? '')) return undefined;
  const handlers = new Set((call.argsFn ?? []).map((a) => a.arg));
  // Loaded on first use, as the other joins across modules are: no rule module pulls it in at start-up.
  const { resolveModule } = await import('../../model/module-flows.js');
  for (const a of call.argsFrom.slice(0, 8)) {
    if (handlers.has(a.arg)) continue;
    const file = resolveModule(ctx.model, path, modules.lang, a.module);
    const summary = file
      ? (await ctx.model.facts(file))?.modules?.summaries.find((s) => s.name === a.name)
      : undefined;
    const r = summary?.returns;
    if (r?.taints.includes('download') && r.from && !QUIET_HOSTS.has(classifyHost(r.from))) return r.from;
  }
  return undefined;
}

/** The download itself, as a related location. */
function fetchAt(path: string, facts: FileFacts, url: string): Location[] {
  const f = facts.behaviours.find((b) => b.kind === 'fetch' && b.endpoint.url === url);
  return f ? [{ path, region: f.at, message: 'the text is downloaded here' }] : [];
}
