import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
} from "./chunk-HXBW53T4.js";
import "./chunk-DO3MTNSE.js";
import "./chunk-A2X7RIIT.js";
import "./chunk-DTSIC6IR.js";
export {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
};
