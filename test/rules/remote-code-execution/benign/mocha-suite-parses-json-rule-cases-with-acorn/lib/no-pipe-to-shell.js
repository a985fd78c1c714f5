// Flags string literals that pipe a download into a shell.
exports.check = (ast) => {
  const out = [];
  const walk = (n) => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'Literal' && typeof n.value === 'string' && /\|\s*(ba)?sh\b/.test(n.value)) out.push(n);
    for (const k of Object.keys(n)) walk(n[k]);
  };
  walk(ast);
  return out;
};
