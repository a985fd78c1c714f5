import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-3BAURBX6.js";
import "./chunk-NF35PDSK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-CARENTQL.js";
import "./chunk-QP43VLJ6.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
