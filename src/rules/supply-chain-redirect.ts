import type { CodeUnit, Placement } from '../analysis/facts.js';
import type { Region, Severity } from '../findings.js';
import { reportCommandFeeds } from './support/command-feeds.js';
import { configCopies } from './support/config-copies.js';
import { reportFetchedInstalls } from './support/fetched-installs.js';
import { reportGitUrlRewrites } from './support/git-url-rewrites.js';
import { offeredBesideDefault } from './support/index-alternatives.js';
import { reportLaunchFeeds } from './support/launch-feeds.js';
import { reportLockfileSources } from './support/lockfile-sources.js';
import { reportLookalikeInstalls } from './support/lookalike-installs.js';
import { reportMarketplaceEntries } from './support/marketplace-entries.js';
import { reportMarketplaceSources } from './support/marketplace-sources.js';
import { packageSourcesOf, type SourceHit } from './support/package-sources.js';
import { judgePinnedIndex } from './support/pinned-indexes.js';
import { reportReached } from './support/reach.js';
import {
  excerpt,
  isEducational,
  isNegated,
  lowerSeverity,
  placementOf,
  regionOf,
  textTargets,
} from './support/text-context.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Package installs that bypass the registry: index/registry redirection, installs from git, forks or
 * tarball URLs, and switching off TLS verification. The official registries and local mirrors stay quiet.
 */

/** npm scopes whose packages most projects install from the public registry. */
const PUBLIC_SCOPES = new Set([
  '@types',
  '@babel',
  '@angular',
  '@aws-sdk',
  '@azure',
  '@google-cloud',
  '@vue',
  '@nestjs',
  '@octokit',
  '@actions',
  '@anthropic-ai',
  '@openai',
  '@modelcontextprotocol',
  '@typescript-eslint',
  '@vitejs',
  '@sentry',
  '@prisma',
  '@tanstack',
  '@mui',
  '@emotion',
  '@storybook',
  '@testing-library',
  '@rollup',
  '@esbuild',
  '@swc',
  '@next',
  '@react-native',
  '@expo',
  '@radix-ui',
  '@supabase',
  '@vercel',
]);

function judge(h: SourceHit): { severity: Severity; what: string } | undefined {
  if (h.hostClass === 'official') return undefined;
  const where = h.host ? ` (${h.host})` : '';
  switch (h.kind) {
    case 'registry-redirect':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder')
        return { severity: 'info', what: `points ${h.tool} at a local or placeholder registry${where}` };
      // A vendor's own scope on its own registry is how private packages are published; a scope that
      // public packages use (`@types`, `@babel`) moved elsewhere swaps packages every project installs.
      // A raw address or plain http is no vendor's registry: anyone on the path can serve that scope.
      if (
        h.scope &&
        !PUBLIC_SCOPES.has(h.scope.toLowerCase()) &&
        h.hostClass !== 'raw-ip' &&
        /^https:/i.test(h.target)
      )
        return {
          severity: 'low',
          what: `points the ${h.scope} scope of ${h.tool} at another package index${where}: only that scope's packages resolve there`,
        };
      return judgePinnedIndex(h, where) ?? redirectGrade(h, where);
    case 'vcs-install':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder') return undefined;
      return {
        severity: h.hostClass === 'raw-ip' ? 'high' : 'medium',
        what: `installs from a git repository${where} instead of the registry: no published release, no registry malware scanning, and the branch can change after review`,
      };
    case 'url-install':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder') return undefined;
      return {
        severity: h.hostClass === 'raw-ip' || /^http:/i.test(h.target) ? 'high' : 'medium',
        what: `installs a package straight from a URL${where} instead of the registry; its content is whatever that host serves at install time`,
      };
    case 'hook-repo':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder') return undefined;
      return {
        severity: h.hostClass === 'raw-ip' || /^http:/i.test(h.target) ? 'high' : 'medium',
        what: `takes pre-commit hook code from ${h.host ?? h.target} instead of a public forge: pre-commit clones it and runs its hooks on every commit`,
      };
    case 'tls-off':
      return {
        severity: 'medium',
        what: `turns off ${h.check ?? 'certificate verification'} for ${h.tool}, so anyone on the network path can swap what is downloaded`,
      };
  }
}

/**
 * A redirect to a host that is neither official, local nor a placeholder, and not one vendor scope on its
 * own https registry (judged above). One command's flag naming a placeholder tenant on a hosted
 * private-registry service (`--index-url https://us-central1-python.pkg.dev/my-project/…`) is a how-to for
 * the reader's own index: anyone could hold that name on the service, but the flag moves one install, not
 * every later one. An added index (`--extra-index-url`) and a persisted setting (pip.conf, `PIP_INDEX_URL`,
 * `.npmrc`) stay high whatever their tenant reads like, as does any other host however its name reads: the
 * skill's author chose every word.
 */
function redirectGrade(h: SourceHit, where: string): { severity: Severity; what: string } {
  if (h.scope)
    return {
      severity: 'high',
      what: PUBLIC_SCOPES.has(h.scope.toLowerCase())
        ? `points the ${h.scope} scope of ${h.tool} at another package index${where}: public packages use that scope, so every one of them installed later resolves there`
        : `points the ${h.scope} scope of ${h.tool} at a raw address or a registry without https${where}: anyone on the network path can serve that scope's packages`,
    };
  // Go checks every public module it downloads against the checksum database (sum.golang.org, whose signed
  // log a proxy cannot forge), so a mirror for one command can withhold modules or see which are fetched,
  // not replace one. Plain http or a raw address: one step below the redirect, not two.
  if (h.perCommand && h.checksummed)
    return {
      severity: h.hostClass === 'raw-ip' || /(?:^|[,|])http:/i.test(h.target) ? 'medium' : 'low',
      what: `points this go command at another module proxy${where}; the checksum database still verifies every public module it serves, so it can withhold modules or see which are fetched, not replace them`,
    };
  // The same proxy with the checksum database off: that command's modules come unchecked from the proxy,
  // later commands are untouched.
  if (h.perCommand && h.unchecked)
    return {
      severity: h.hostClass === 'raw-ip' || /(?:^|[,|])http:/i.test(h.target) ? 'high' : 'medium',
      what: `points this go command at another module proxy${where} with the checksum database off: the modules it installs, dependencies included, come from that proxy unchecked (later commands are not affected)`,
    };
  if (h.extra)
    return {
      severity: 'high',
      what: `adds another package index${where} to search besides the registry: a package published there under a registry name can replace it (dependency confusion)`,
    };
  if (h.perCommand && h.tenant)
    return {
      severity: 'low',
      what: `points this ${h.tool} command at a private index on a hosted registry service${where} under the placeholder owner '${h.tenant}': the reader's own index, for this command only`,
    };
  if (h.perCommand)
    return {
      severity: 'high',
      what: `points this ${h.tool} command at another package index${where}: what it installs, dependencies included, resolves there, so any of those packages can be replaced`,
    };
  return {
    severity: 'high',
    what: `switches ${h.tool} to another package index${where}: every later install resolves names there, so any package can be replaced`,
  };
}

/** How the Markdown code (a fence or inline code) holding `region` is meant to be used, when it is in one. */
async function markdownCodePlacement(
  ctx: RuleContext,
  path: string,
  region: Region,
): Promise<Placement | undefined> {
  const facts = await ctx.model.facts(path);
  const inside = (u: CodeUnit) =>
    (u.at.startLine < region.startLine ||
      (u.at.startLine === region.startLine && u.at.startColumn <= region.startColumn)) &&
    (u.at.endLine > region.endLine ||
      (u.at.endLine === region.endLine && u.at.endColumn >= region.endColumn));
  const unit = facts?.units.find((u) => (u.origin === 'fence' || u.origin === 'inline') && inside(u));
  // Code only shown and framed (a block of alternatives, verdict labels): graded as an example, as grade() does.
  return unit?.placement === 'runnable' && unit.framing ? 'example' : unit?.placement;
}

export default defineRule('supply-chain-redirect', async (ctx) => {
  const copies = await configCopies(ctx);
  // Installs from git or a URL that the command analysis parsed, graded by ref and party; the text
  // patterns below leave their lines alone.
  const fetched = await reportFetchedInstalls(ctx);
  for (const t of await textTargets(ctx)) {
    const text = t.file.text;
    for (const h of packageSourcesOf(ctx, t)) {
      const judged = judge(h);
      if (!judged) continue;
      // A mirror offered beside the same command without it ("In China, prefer a local PyPI mirror:"):
      // the reader's choice for one install, not the step.
      const j =
        judged.severity === 'high' && offeredBesideDefault(text, h)
          ? {
              severity: 'low' as Severity,
              what: `${judged.what} — offered as a labelled alternative to the same command without it, given beside it`,
            }
          : judged;
      let severity = j.severity;
      const place = placementOf(t, h.start);
      const region = regionOf(t, h.start, h.end);
      if (
        (h.kind === 'vcs-install' || h.kind === 'url-install') &&
        fetched.has(`${t.path}:${region.startLine}`)
      )
        continue;
      const named = t.md ? await markdownCodePlacement(ctx, t.path, region) : undefined;
      if (isNegated(text, h.start)) severity = 'info';
      // Named, not run (a table of red flags, a list of patterns): what the other command rules do too.
      else if (named === 'mention') severity = 'low';
      else if (named === 'example' || (isEducational(text, h.start) && place.code))
        severity = lowerSeverity(severity);
      const copied = copies.get(t.path);
      if (copied && !t.md) {
        // Reported where the file is put in place, naming the line that redirects.
        for (const c of copied)
          await reportReached(ctx, {
            path: c.path,
            region: c.b.at,
            severity,
            message: `copies ${t.path} to ${c.b.target.text.slice(0, 120)}, where its '${excerpt(text.slice(h.start, h.end), 80)}' ${j.what}`,
            related: [{ path: t.path, region, message: 'the setting the copy puts in place' }],
            fingerprintKey: `copied|${h.kind}|${h.tool}|${h.target}`,
          });
        continue;
      }
      await reportReached(ctx, {
        path: t.path,
        region,
        severity,
        message: `'${excerpt(text.slice(h.start, h.end), 80)}' ${j.what}`,
        fingerprintKey: `${h.kind}|${h.tool}|${h.target}`,
      });
    }
  }
  // Look-alike package names, read from the install facts of the commands (not from the text).
  await reportLookalikeInstalls(ctx);
  // Plugin marketplaces a project's settings add from an address nobody reviews.
  reportMarketplaceSources(ctx);
  // Marketplace plugin entries from another owner's repository at a moving ref.
  await reportMarketplaceEntries(ctx);
  // Git URL rewrites (`url.<mirror>.insteadOf https://github.com/`): every git download comes from the mirror.
  await reportGitUrlRewrites(ctx);
  // MCP servers and hooks whose program line installs from another feed at every start.
  await reportLaunchFeeds(ctx);
  // Feeds the code's own commands set where no text pattern reads them whole (argv lists, `config set`).
  await reportCommandFeeds(ctx, judge);
  // Lockfiles beside a reached manifest that download packages from another host.
  await reportLockfileSources(ctx);
});
