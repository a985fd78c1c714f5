import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-NF6V6MJA.js";
import "./chunk-IDPBXHQP.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-Y4MNKLKE.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
