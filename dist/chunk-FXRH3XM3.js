import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-5GXPOV3S.js";
import "./chunk-OCJFPZHO.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-UR4AGBP6.js";
import "./chunk-D3NKZGMS.js";
import "./chunk-LYCIWW32.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
