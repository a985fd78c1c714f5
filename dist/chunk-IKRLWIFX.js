import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-OPZEWEIW.js";
import "./chunk-VRDYMEOS.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-7FLFWPMF.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
