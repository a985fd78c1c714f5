import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-BZ2T3QNC.js";
import "./chunk-FGM7PJSE.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-2MNMLVIZ.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
