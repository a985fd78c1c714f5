import authorityClaim from './authority-claim.js';
import codexOpenaiYaml from './codex-openai-yaml.js';
import descriptionLength from './description-length.js';
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
import markdownImageExfil from './markdown-image-exfil.js';
import nameFormat from './name-format.js';
import nameMismatch from './name-mismatch.js';
import permissiveAllowedTools from './permissive-allowed-tools.js';
import pluginManifest from './plugin-manifest.js';
import promptInjection from './prompt-injection.js';
import requiredFields from './required-fields.js';
import scanLimit from './scan-limit.js';
import sidecarMetadata from './sidecar-metadata.js';
import skillConflict from './skill-conflict.js';
import skillFileName from './skill-file-name.js';
import subagentFrontmatter from './subagent-frontmatter.js';
import supplyChainRedirect from './supply-chain-redirect.js';
import symlinkEscape from './symlink-escape.js';
import toolNames from './tool-names.js';
import type { Rule } from './types.js';
import unknownKeys from './unknown-keys.js';
import unsafeSkillName from './unsafe-skill-name.js';
import yamlAbuse from './yaml-abuse.js';

/** Every rule, explicitly. A test checks this list against rules/*.md and src/rules/*.ts. Keep it sorted. */
export const RULES: readonly Rule[] = [
  authorityClaim,
  codexOpenaiYaml,
  descriptionLength,
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
  markdownImageExfil,
  nameFormat,
  nameMismatch,
  permissiveAllowedTools,
  pluginManifest,
  promptInjection,
  requiredFields,
  scanLimit,
  sidecarMetadata,
  skillConflict,
  skillFileName,
  subagentFrontmatter,
  supplyChainRedirect,
  symlinkEscape,
  toolNames,
  unknownKeys,
  unsafeSkillName,
  yamlAbuse,
];
