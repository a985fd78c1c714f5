export declare function describedSlots(text: string): string;
