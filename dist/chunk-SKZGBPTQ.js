import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  languageOfFence,
  languageOfFile,
  looksLikeCommands,
  sniffContent
} from "./chunk-PFODR7AY.js";
import "./chunk-ZUBUE24J.js";
import "./chunk-DTSIC6IR.js";
export {
  languageOfFence,
  languageOfFile,
  looksLikeCommands,
  sniffContent
};
