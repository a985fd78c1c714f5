import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/model/fact-claims.ts
var CLAIM = { open: 0, worker: 1, here: 2 };
function claimForWorker(claims, id) {
  return id < claims.length && Atomics.compareExchange(claims, id, CLAIM.open, CLAIM.worker) === CLAIM.open;
}

export {
  CLAIM,
  claimForWorker
};
