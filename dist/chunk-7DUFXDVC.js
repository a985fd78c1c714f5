import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-IXAHU7TI.js";
import "./chunk-V2NZK3EY.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ELOLT543.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
