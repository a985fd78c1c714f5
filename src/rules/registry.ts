import authorityClaim from './authority-claim.js';
import codexOpenaiYaml from './codex-openai-yaml.js';
import contentQuality from './content-quality.js';
import credentialAccess from './credential-access.js';
import dataExfiltration from './data-exfiltration.js';
import descriptionLength from './description-length.js';
import dynamicContextExec from './dynamic-context-exec.js';
import encodingAnomaly from './encoding-anomaly.js';
import fileTypeMismatch from './file-type-mismatch.js';
import frontmatterInvalid from './frontmatter-invalid.js';
import frontmatterMissing from './frontmatter-missing.js';
import frontmatterSplit from './frontmatter-split.js';
import frontmatterTypes from './frontmatter-types.js';
import hardcodedSecret from './hardcoded-secret.js';
import hiddenHtmlComment from './hidden-html-comment.js';
import hiddenUnicode from './hidden-unicode.js';
import hookCommandExec from './hook-command-exec.js';
import hookMisconfigured from './hook-misconfigured.js';
import invocation from './invocation.js';
import listingOverflow from './listing-overflow.js';
import lowAnalysability from './low-analysability.js';
import markdownImageExfil from './markdown-image-exfil.js';
import nameFormat from './name-format.js';
import nameMismatch from './name-mismatch.js';
import obfuscatedPayload from './obfuscated-payload.js';
import permissiveAllowedTools from './permissive-allowed-tools.js';
import persistence from './persistence.js';
import pluginManifest from './plugin-manifest.js';
import privilegedCommand from './privileged-command.js';
import progressiveDisclosure from './progressive-disclosure.js';
import promptInjection from './prompt-injection.js';
import referenceBroken from './reference-broken.js';
import referenceDepth from './reference-depth.js';
import remoteCodeExecution from './remote-code-execution.js';
import requiredFields from './required-fields.js';
import reverseShell from './reverse-shell.js';
import scanLimit from './scan-limit.js';
import scriptCodeSink from './script-code-sink.js';
import sidecarMetadata from './sidecar-metadata.js';
import skillConflict from './skill-conflict.js';
import skillFileName from './skill-file-name.js';
import splitPayload from './split-payload.js';
import subagentFrontmatter from './subagent-frontmatter.js';
import supplyChainRedirect from './supply-chain-redirect.js';
import symlinkEscape from './symlink-escape.js';
import toolNames from './tool-names.js';
import type { Rule } from './types.js';
import unknownKeys from './unknown-keys.js';
import unreviewableContent from './unreviewable-content.js';
import unsafeSkillName from './unsafe-skill-name.js';
import yamlAbuse from './yaml-abuse.js';

/** Every rule, explicitly. A test checks this list against rules/*.md and src/rules/*.ts. Keep it sorted. */
export const RULES: readonly Rule[] = [
  authorityClaim,
  codexOpenaiYaml,
  contentQuality,
  credentialAccess,
  dataExfiltration,
  descriptionLength,
  dynamicContextExec,
  encodingAnomaly,
  fileTypeMismatch,
  frontmatterInvalid,
  frontmatterMissing,
  frontmatterSplit,
  frontmatterTypes,
  hardcodedSecret,
  hiddenHtmlComment,
  hiddenUnicode,
  hookCommandExec,
  hookMisconfigured,
  invocation,
  listingOverflow,
  lowAnalysability,
  markdownImageExfil,
  nameFormat,
  nameMismatch,
  obfuscatedPayload,
  permissiveAllowedTools,
  persistence,
  pluginManifest,
  privilegedCommand,
  progressiveDisclosure,
  promptInjection,
  referenceBroken,
  referenceDepth,
  remoteCodeExecution,
  requiredFields,
  reverseShell,
  scanLimit,
  scriptCodeSink,
  sidecarMetadata,
  skillConflict,
  skillFileName,
  splitPayload,
  subagentFrontmatter,
  supplyChainRedirect,
  symlinkEscape,
  toolNames,
  unknownKeys,
  unreviewableContent,
  unsafeSkillName,
  yamlAbuse,
];
