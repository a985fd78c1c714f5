import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-Z26AIYMX.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-IRR5ANBJ.js";
import "./chunk-VOK7YMMP.js";
import "./chunk-YCPENOHY.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-DO3MTNSE.js";
import "./chunk-A2X7RIIT.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
