import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-XGD4VTD2.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-EIVPAKQT.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-4B7FBO2A.js";
import "./chunk-DUWM2FTG.js";
import "./chunk-Y3QUFASJ.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
