/** `r` is `name` plus packaging words under an account whose name does not carry `name`. */
export declare function repackagedElsewhere(r: {
    owner: string;
    repo: string;
}, name: string): boolean;
