import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-7SZSM7FO.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-MPKXJCSP.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-FLYXM3GX.js";
import "./chunk-DOGMWUPU.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
