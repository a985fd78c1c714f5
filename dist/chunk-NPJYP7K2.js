import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-R6N2ZUC5.js";
import "./chunk-KSYUWRKT.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZB6WB575.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
