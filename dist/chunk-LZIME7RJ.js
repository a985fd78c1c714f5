import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-DZRTWGC2.js";
import "./chunk-RACGJWWH.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
