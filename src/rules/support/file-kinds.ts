/**
 * Extensions that promise text. A file named like this whose bytes are an executable, an archive or
 * other binary content is file-type-mismatch's finding (the name lies); other rules leave the file itself
 * to it, so that one piece of evidence is reported once.
 */
export const TEXT_NAMED =
  /\.(md|mdx|markdown|txt|sh|bash|zsh|py|js|mjs|cjs|ts|json|ya?ml|toml|rb|pl|ps1|html?|css|xml|csv)$/i;
