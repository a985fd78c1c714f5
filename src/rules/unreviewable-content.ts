import type { ContentInfo } from '../analysis/content.js';
import { PICKLE_LABEL } from '../analysis/magic.js';
import { inert } from '../analysis/payloads.js';
import { basename } from '../analysis/repo-paths.js';
import type { Location, Severity } from '../findings.js';
import { nativeSourceBeside } from '../model/content.js';
import {
  archiveMessage,
  groupProblems,
  isPlainDocument,
  problemMessage,
  problemSeverity,
} from './support/archive-findings.js';
import { TEXT_NAMED } from './support/file-kinds.js';
import { reachableFiles, reportReached } from './support/reach.js';
import { type RunSite, runSite } from './support/runs.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Content nobody can review: executables and compiled code, archives (and what reading them in memory
 * found: zip slip, links out, bombs, encryption, formats skillscan cannot read), binary data, minified
 * bundles and encoded blobs. Severity follows where the content sits: run by a hook or a command is
 * high, shipped in a skill folder is medium (docs/threats.md §3 row 19: "MEDIUM, not blocking, unless
 * content is also unscanned in a hook path"). A file whose name promises text is file-type-mismatch's
 * finding, an undecodable one encoding-anomaly's, one past the read limit scan-limit's.
 */

function runWords(site: RunSite | undefined): string {
  if (!site) return '';
  return site.how === 'launch'
    ? ` — a hook, MCP server or dynamic-context command in ${inert(site.at.path, 160)} runs it with no one typing anything`
    : ` — a script or a command the agent is told to run names it in ${inert(site.at.path, 160)}`;
}

function runRelated(site: RunSite | undefined): Location[] {
  return site ? [{ ...site.at, message: site.how === 'launch' ? 'runs it automatically' : 'runs it' }] : [];
}

/** The file itself is file-type-mismatch's finding when its name promises text and its bytes are not. */
function ownedByTypeMismatch(path: string, c: ContentInfo): boolean {
  return TEXT_NAMED.test(path) && (c.cls === 'executable' || c.cls === 'archive' || c.cls === 'binary');
}

async function report(
  ctx: RuleContext,
  path: string,
  severity: Severity,
  message: string,
  key: string,
  related: Location[] = [],
): Promise<void> {
  await reportReached(ctx, { path, severity, message, fingerprintKey: key, related });
}

async function reportArchive(ctx: RuleContext, path: string, c: ContentInfo): Promise<void> {
  const archive = c.archive!;
  // An archive hidden behind an image is reported as that (a polyglot), not twice.
  if (
    !ownedByTypeMismatch(path, c) &&
    !isPlainDocument(path, archive) &&
    archive.hiddenBehind === undefined
  ) {
    const site = await runSite(ctx, path);
    const severity: Severity = site ? 'high' : 'medium';
    await report(
      ctx,
      path,
      severity,
      `${archiveMessage(c, archive)}${runWords(site)}`,
      `archive|${archive.format}`,
      runRelated(site),
    );
  }
  for (const [kind, list] of groupProblems(archive)) {
    // The archive file itself past the read limit is scan-limit's finding.
    if (kind === 'truncated' && list.every((p) => p.member === undefined)) continue;
    const members = list
      .map((p) => p.member ?? '')
      .slice(0, 5)
      .join('|');
    await report(ctx, path, problemSeverity(kind), problemMessage(kind, list), `archive-${kind}|${members}`);
  }
}

async function reportExecutable(ctx: RuleContext, path: string, c: ContentInfo): Promise<void> {
  if (c.analysed === c.size) return; // compiled code whose source ships beside it: the source was analysed
  const site = await runSite(ctx, path);
  // A native executable that is run, with the source of a compiled language (and maybe its build script) in
  // its own folder: the repository says what the binary should be, so a reviewer can read that, but nothing
  // ties these bytes to it — one step lower than a binary with no source at all, never quiet. A hook that
  // builds the binary before running it still runs these bytes whenever the build is skipped or fails.
  const beside = site && c.format?.kind === 'native' ? nativeSourceBeside(ctx.model.files, path) : undefined;
  const named =
    beside && beside.sources.length > 0 ? [...beside.sources, ...beside.builds].map(basename) : [];
  const sourceWords =
    named.length > 0
      ? `; ${named.join(', ')} beside it may be its source, but nothing ties these bytes to it`
      : '';
  await report(
    ctx,
    path,
    site && named.length === 0 ? 'high' : 'medium',
    `${c.label}: nobody can review what it does${c.label === PICKLE_LABEL ? ' in a diff (skillscan reads the calls it makes when loaded and reports what they do)' : ', and skillscan cannot analyse it'}${runWords(site)}${sourceWords}`,
    `executable|${c.label}`,
    runRelated(site),
  );
}

async function reportBinary(ctx: RuleContext, path: string, c: ContentInfo): Promise<void> {
  const site = await runSite(ctx, path);
  const what = c.format ? c.label : 'binary data of no format skillscan recognises';
  await report(
    ctx,
    path,
    site ? 'high' : 'medium',
    `${what}: its content cannot be reviewed or analysed${runWords(site)}`,
    `binary|${c.label}`,
    runRelated(site),
  );
}

async function reportMinified(ctx: RuleContext, path: string, c: ContentInfo): Promise<void> {
  if (c.opacity?.kind !== 'minified') return;
  const site = await runSite(ctx, path);
  const o = c.opacity;
  await report(
    ctx,
    path,
    site ? 'medium' : 'low',
    `${c.label} (longest line ${o.longestLine} characters, ${Math.round(o.whitespace * 100)}% whitespace): no reviewer can read it; skillscan parses it, but ship and review the source it was built from${runWords(site)}`,
    `minified|${o.lang}`,
    runRelated(site),
  );
}

async function reportEncoded(ctx: RuleContext, path: string, c: ContentInfo): Promise<void> {
  if (c.opacity?.kind !== 'encoded') return;
  // A blob the code decodes is obfuscated-payload's evidence (decode facts), not a second finding here.
  const facts = await ctx.model.facts(path);
  if (facts?.behaviours.some((b) => b.kind === 'decode')) return;
  const o = c.opacity;
  const code = o.decodesTo && o.decodesTo.kind !== 'media' && o.decodesTo.kind !== 'data';
  const inside = o.decodesTo ? `; it decodes to a ${o.decodesTo.label}` : '';
  await report(
    ctx,
    path,
    code ? 'high' : 'medium',
    `${Math.round(o.share * 100)}% of this file is a ${c.label} (${o.chars} characters)${inside}: nobody can read what it says, and skillscan cannot analyse it`,
    `encoded|${o.scheme}|${o.decodesTo?.label ?? ''}`,
  );
}

export default defineRule('unreviewable-content', async (ctx) => {
  for (const path of await reachableFiles(ctx)) {
    const c = await ctx.model.content(path);
    if (!c) continue;
    if (c.cls === 'archive') await reportArchive(ctx, path, c);
    else if (ownedByTypeMismatch(path, c)) continue;
    else if (c.cls === 'executable') await reportExecutable(ctx, path, c);
    else if (c.cls === 'binary') await reportBinary(ctx, path, c);
    else if (c.cls === 'minified') await reportMinified(ctx, path, c);
    else if (c.cls === 'encoded') await reportEncoded(ctx, path, c);
  }
});
