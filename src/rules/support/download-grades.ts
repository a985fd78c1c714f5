import { HIGH_WHERE_IT_RUNS, type PlacementGrades } from './behaviour.js';

/**
 * The placement tables of remote-code-execution, by who serves the download (rules/remote-code-execution.md,
 * "Severity" and "Provenance"); the pinned-binary row is support/download-provenance.ts's.
 */

export type HostKind = 'real' | 'placeholder' | 'vendor' | 'upstream' | 'named' | 'headed';

export const GRADES: Record<HostKind, PlacementGrades> = {
  real: {
    auto: 'critical',
    script: 'critical',
    instructed: 'critical',
    runnable: 'high',
    example: 'medium',
    mention: undefined,
  },
  // Reserved documentation hosts lower confidence, never hide code that runs (docs/facts.md rule 2).
  placeholder: {
    auto: 'high',
    script: 'high',
    instructed: 'high',
    runnable: 'low',
    example: 'low',
    mention: undefined,
  },
  // A vendor's documented installer, told to run, is what the vendor's own docs say: the user trusts the
  // vendor by installing the tool. Run by a hook with no one asking, it is still worth a look.
  vendor: {
    auto: 'high',
    script: 'low',
    instructed: 'low',
    runnable: 'low',
    example: 'low',
    mention: undefined,
  },
  // The tool's own installer (support/own-upstream.ts): the source repository of a tool the skill is named
  // after or the same file installs from a registry, or the project's own site. The author writes both names,
  // so a matching pair is evidence of a documented install, not the user's trust as `trustedInstallers` is:
  // medium where it runs (unpinned, it still runs whatever the vendor serves), high in a hook.
  upstream: { ...HIGH_WHERE_IT_RUNS, script: 'medium', instructed: 'medium' },
  // A source repository (or a project site the skill's description is about) that the text just above names
  // ("Install Syft (official install script):", "# Download and install actionlint"): the vendor's
  // documented install for the tool the step is about, medium where it runs; critical in a hook, which
  // nobody reads before it runs.
  named: {
    auto: 'critical',
    script: 'medium',
    instructed: 'medium',
    runnable: 'medium',
    example: 'low',
    mention: undefined,
  },
  // Named only by the heading of the section (`# Team plugins` over a `team-plugins` installer): a section's
  // title may share a generic name, so only code that is shown is lowered.
  headed: {
    auto: 'critical',
    script: 'critical',
    instructed: 'critical',
    runnable: 'medium',
    example: 'low',
    mention: undefined,
  },
};

/**
 * A vendor's installer run as root (`curl …/setup_20.x | sudo -E bash`): still the vendor's documented
 * path, but it changes the whole system (a package source every later `apt install` trusts), so medium
 * where it is run or ready to run rather than low. privileged-command leaves this pipeline to this rule.
 */
export const VENDOR_AS_ROOT: PlacementGrades = {
  auto: 'high',
  script: 'medium',
  instructed: 'medium',
  runnable: 'medium',
  example: 'low',
  mention: undefined,
};

/**
 * A step of an image build (Dockerfile/Containerfile `RUN`, `runner: 'container'`): the downloaded code
 * runs in the build container, with none of the user's files and not on the user's machine; what it
 * installs runs in every container started from the image. From an ordinary host that is worth a look
 * (medium); a vendor's installer, a tool's own upstream or a placeholder in a build step is low.
 */
const ALL_LOW: PlacementGrades = {
  auto: 'low',
  script: 'low',
  instructed: 'low',
  runnable: 'low',
  example: 'low',
  mention: undefined,
};
export const IN_IMAGE_BUILD: Record<HostKind, PlacementGrades> = {
  real: { ...ALL_LOW, auto: 'high', script: 'medium', instructed: 'medium', runnable: 'medium' },
  placeholder: ALL_LOW,
  vendor: ALL_LOW,
  upstream: ALL_LOW,
  named: ALL_LOW,
  headed: ALL_LOW,
};
