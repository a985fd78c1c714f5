import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
} from "./chunk-CTBU7RYX.js";
import "./chunk-R4CANZL5.js";
import "./chunk-TZ4ZQPYH.js";
import "./chunk-DTSIC6IR.js";
export {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
};
