import descriptionLength from './description-length.js';
import encodingAnomaly from './encoding-anomaly.js';
import frontmatterInvalid from './frontmatter-invalid.js';
import frontmatterMissing from './frontmatter-missing.js';
import hookMisconfigured from './hook-misconfigured.js';
import listingOverflow from './listing-overflow.js';
import nameFormat from './name-format.js';
import nameMismatch from './name-mismatch.js';
import requiredFields from './required-fields.js';
import scanLimit from './scan-limit.js';
import symlinkEscape from './symlink-escape.js';
import type { Rule } from './types.js';
import yamlAbuse from './yaml-abuse.js';

/** Every rule, explicitly. A test checks this list against rules/*.md and src/rules/*.ts. Keep it sorted. */
export const RULES: readonly Rule[] = [
  descriptionLength,
  encodingAnomaly,
  frontmatterInvalid,
  frontmatterMissing,
  hookMisconfigured,
  listingOverflow,
  nameFormat,
  nameMismatch,
  requiredFields,
  scanLimit,
  symlinkEscape,
  yamlAbuse,
];
