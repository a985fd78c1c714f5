import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-JHED7N5W.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-QCB5PDBP.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-R4CANZL5.js";
import "./chunk-TZ4ZQPYH.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
