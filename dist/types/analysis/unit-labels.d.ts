/**
 * Labels of code units that other layers recognise. A module of its own, with no imports, so the rules can
 * read it without loading the extractor or the code analyzers at start-up.
 */
/** The label ending of a unit read from a data file's value (a backtick command a record asks to run). */
export declare const VALUE_UNIT = " value";
