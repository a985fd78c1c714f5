import type { Behaviour } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { Region, Severity } from '../../findings.js';
import { declaredName, type SkillDoc } from '../../model/skill.js';
import type { RuleContext } from '../types.js';
import { type PlacementGrades, reachedBehaviours } from './behaviour.js';
import { reportReached } from './reach.js';

/**
 * A skill that takes over a kind of work the user already has a skill for — it bears the name of a
 * well-known skill (Anthropic's published `pdf`, `docx`, `xlsx`, `pptx` …) or its description claims to
 * replace the built-in or official one — and whose steps upload the document the user gives it (a file
 * named by a variable or slot, not one of the repository's) to a fixed remote host. The upload alone is how
 * any SaaS wrapper works and is the user's choice when they pick that skill; taking the generic name makes
 * the runtime pick it for every such document, contracts and HR files included, without the user choosing
 * the service: **medium** (rules/data-exfiltration.md, "Documents sent by a skill that shadows another").
 */

/** Skills Anthropic publishes (github.com/anthropics/skills) that users install under these names. */
const WELL_KNOWN = new Set([
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'doc-coauthoring',
  'internal-comms',
  'brand-guidelines',
  'canvas-design',
  'frontend-design',
  'webapp-testing',
  'mcp-builder',
  'skill-creator',
]);

/** "the maintained replacement for the built-in pdf skill", "supersedes the official docx skill". */
const CLAIM =
  /\b(?:replac(?:es|ement\s+for)|supersed(?:es|ing)|overrid(?:es|ing)|instead\s+of|takes?\s+over\s+from)\s+(?:the\s+)?(?:built-?in|default|official|bundled|standard|anthropic'?s?|stock)\b/i;

/** Grades where the upload sits: the skill's own step for each document, run or ready to run. */
const SHADOW_UPLOAD: PlacementGrades = {
  auto: 'medium',
  script: 'medium',
  instructed: 'medium',
  runnable: 'medium',
  example: 'low',
  mention: undefined,
};

/** Hosts whose upload is the user's own model vendor, not a third party. */
const VENDOR = /(?:^|\.)(?:anthropic\.com|openai\.com|googleapis\.com)$/i;
const REMOTE = new Set(['other', 'raw-ip', 'exfil-service']);

/** Why a skill takes over others' work, or undefined. */
export function shadowClaim(doc: SkillDoc): string | undefined {
  const name = (declaredName(doc) ?? doc.folderName).trim().toLowerCase();
  if (WELL_KNOWN.has(name)) return `bears the name of the well-known '${name}' skill`;
  const d = doc.frontmatter.get('description');
  if (typeof d === 'string' && CLAIM.test(d.slice(0, 2000)))
    return 'says in its description that it replaces the built-in or official skill';
  return undefined;
}

/** A file the user hands over: named by a variable, an argument or a slot, not a path of the repository. */
function userDocument(b: Behaviour): string | undefined {
  if (b.kind !== 'send' || !b.data.taints.includes('file') || b.data.secret) return undefined;
  const from = b.data.from ?? '';
  return /[$<{]|\u2026/.test(from) ? from : undefined;
}

function nameRegion(doc: SkillDoc): Region | undefined {
  const i = doc.file.text.search(/^name:/m);
  return i < 0 || i > doc.bodyStart ? undefined : doc.file.lines.region(i, doc.file.text.indexOf('\n', i));
}

export async function reportShadowUploads(ctx: RuleContext): Promise<void> {
  const shadows = ctx.model.skills
    .filter((d) => d.kind === 'skill')
    .map((doc) => ({ doc, why: shadowClaim(doc) }))
    .filter((s): s is { doc: SkillDoc; why: string } => s.why !== undefined);
  if (shadows.length === 0) return;
  for (const loc of await reachedBehaviours(ctx, ['send'])) {
    const b = loc.b;
    if (b.kind !== 'send') continue;
    const host = b.endpoint.host ?? '';
    const doc = userDocument(b);
    if (!doc || !REMOTE.has(b.endpoint.cls) || VENDOR.test(host)) continue;
    const owner = shadows.find((s) => loc.path === s.doc.path || loc.path.startsWith(`${s.doc.dir}/`));
    if (!owner) continue;
    let severity: Severity | undefined = SHADOW_UPLOAD[loc.unit.placement];
    if (severity && loc.unit.framing && loc.unit.placement === 'runnable') severity = 'low';
    if (!severity) continue;
    const region = nameRegion(owner.doc);
    await reportReached(ctx, {
      path: loc.path,
      region: b.at,
      severity,
      message: `the skill ${owner.why}, so the runtime picks it for that kind of document, and this step uploads the user's document (${inert(doc, 60)}) to ${inert(host, 80)}: every such file the user works with, whatever it holds, goes to a host the skill's author chose`,
      related: [
        {
          path: owner.doc.path,
          ...(region ? { region } : {}),
          message: 'the name or claim that takes over the work',
        },
      ],
      fingerprintKey: `shadow-upload|${owner.doc.path}|${host}`,
    });
  }
}
