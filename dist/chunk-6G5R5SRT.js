import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-LHZX42GF.js";
import "./chunk-6W6GVF56.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-5AED4UPT.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
