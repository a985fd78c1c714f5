import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/source/tree.ts
var SourceError = class extends Error {
  constructor(message, path) {
    super(message);
    this.path = path;
    this.name = "SourceError";
  }
  path;
};

export {
  SourceError
};
