import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-XTCP3XD3.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-TVTKB7AM.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
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
