import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  isMcpServer,
  toolTextFacts
} from "./chunk-YWKA2ZH4.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-QJCJW5IY.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-QLNGJ2XZ.js";
import "./chunk-GHHF6G45.js";
import "./chunk-22XK4JPB.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  isMcpServer,
  toolTextFacts
};
