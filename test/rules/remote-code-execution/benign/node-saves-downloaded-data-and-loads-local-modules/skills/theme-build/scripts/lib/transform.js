exports.transform = (t) => Object.entries(t).map(([k, v]) => `--${k}: ${v};`).join("\n");
