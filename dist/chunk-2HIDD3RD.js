import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  languageOfFence,
  languageOfFile,
  looksLikeCommands,
  sniffContent
} from "./chunk-54V2PKOB.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-DTSIC6IR.js";
export {
  languageOfFence,
  languageOfFile,
  looksLikeCommands,
  sniffContent
};
