export declare const TOOL: {
    readonly name: 'skillscan';
    readonly version: string;
    readonly informationUri: 'https://github.com/skillscan/skillscan';
};
