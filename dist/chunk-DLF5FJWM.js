import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-CG4E2SOC.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-TDN2XPU6.js";
import "./chunk-VOK7YMMP.js";
import "./chunk-YCPENOHY.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-XCZB7PKZ.js";
import "./chunk-Z4YYEIIX.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
