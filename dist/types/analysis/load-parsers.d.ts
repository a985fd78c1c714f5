/** Both parsers a scan's model needs (markdown-it and yaml), loaded once; parsing is synchronous after. */
export declare function loadParsers(): Promise<void>;
