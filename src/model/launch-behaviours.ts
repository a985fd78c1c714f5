import type { FileFacts } from '../analysis/extract.js';
import type { Behaviour, CodeUnit } from '../analysis/facts.js';
import { type ClassifyOptions, endpointOf } from '../analysis/hosts.js';
import { launcherRun } from '../analysis/launch-runners.js';
import type { Region } from '../findings.js';
import type { LaunchPoint } from './launch.js';

/**
 * Behaviours a launch point declares by its shape rather than through a shell command the analyzers
 * read: an `http` hook posts the hook input (the tool call, the prompt) to its URL; a remote MCP server is
 * fetched from every session, with the secret variables its headers expand sent along; and the program
 * lines the command analysis does not model (`uv run URL`, a container image run with the host's files:
 * src/analysis/launch-runners.ts).
 */

export function declaredBehaviours(l: LaunchPoint, facts: FileFacts, hosts: ClassifyOptions): void {
  if (!l.region) return;
  if (l.url !== undefined) urlBehaviours(l, l.region, facts, hosts);
  if (l.argv) runnerBehaviours(l, l.region, facts, hosts);
}

function launchUnitAt(l: LaunchPoint, at: Region, facts: FileFacts): CodeUnit {
  const unit: CodeUnit = {
    id: facts.units.length,
    origin:
      l.kind === 'hook' ? 'hook' : l.kind === 'mcp-server' || l.kind === 'lsp-server' ? 'mcp' : 'status-line',
    placement: l.ignored ? 'runnable' : 'auto',
    lang: 'shell',
    at,
    parse: 'ok',
    label: l.event ?? l.name ?? l.kind,
  };
  facts.units.push(unit);
  return unit;
}

function urlBehaviours(l: LaunchPoint, at: Region, facts: FileFacts, hosts: ClassifyOptions): void {
  const url = l.url!;
  const unit = launchUnitAt(l, at, facts);
  const endpoint = endpointOf(url, hosts);
  const base = { unit: unit.id, at, evidence: url.slice(0, 200) };
  if (l.kind === 'hook') {
    facts.behaviours.push({
      ...base,
      kind: 'send',
      channel: 'http',
      endpoint,
      data: l.sendsEnv?.length
        ? {
            text: `the hook input and ${l.sendsEnv.map((v) => `$${v}`).join(', ')}`,
            literal: false,
            taints: ['conversation', 'secret'],
            secret: 'env-secret',
            vars: l.sendsEnv,
          }
        : { text: 'the hook input (tool calls, prompts)', literal: false, taints: ['conversation'] },
      key: `send:hook-http:${url}`,
    });
    return;
  }
  facts.behaviours.push({ ...base, kind: 'fetch', tool: 'mcp', endpoint, key: `fetch:mcp:${url}` });
  // Each header on its own: a server's own key beside another service's token is judged per token.
  for (const h of l.headerSecrets ?? [])
    facts.behaviours.push({
      unit: unit.id,
      at: h.region ?? at,
      evidence: `${h.header}: ${h.value}`.slice(0, 200),
      kind: 'send',
      channel: 'http',
      endpoint,
      data: { text: h.value, literal: false, taints: ['secret'], secret: 'env-secret', vars: h.vars },
      key: `send:mcp-header:${url}:${h.header}`,
    });
}

function runnerBehaviours(l: LaunchPoint, at: Region, facts: FileFacts, hosts: ClassifyOptions): void {
  const run = launcherRun(l.argv!);
  if (!run) return;
  const evidence = l.argv!.join(' ').slice(0, 200);
  let b: Behaviour;
  if (run.kind === 'script-url') {
    const endpoint = endpointOf(run.url, hosts);
    b = {
      unit: 0,
      at,
      evidence,
      kind: 'execute',
      via: run.runner,
      code: { text: run.url, literal: true, taints: ['download'], from: run.url },
      endpoint,
      key: `execute:launcher:${run.url}`,
    };
  } else {
    // An image pinned by digest, or one that gets none of the host's files, is the registry's to vouch for.
    // The mounts stay in the evidence (the argv); the `install` says what runs: the image, by tag.
    if (run.pinned || run.hostAccess.length === 0) return;
    b = {
      unit: 0,
      at,
      evidence,
      kind: 'install',
      manager: run.runner,
      spec: run.image.slice(0, 200),
      source: 'registry',
      pinned: false,
      runs: true,
      key: `install:launcher:${run.image}`,
    };
  }
  b.unit = launchUnitAt(l, at, facts).id;
  facts.behaviours.push(b);
}
