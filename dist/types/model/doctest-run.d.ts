import type { FileStore } from './files.js';
export declare function runByDoctests(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<boolean>;
/**
 * Whether `cargo test` runs a Rust file's documentation examples: the nearest Cargo.toml above it is a
 * package with a library (`src/lib.rs`) and the file is that library's source (src/analysis/rustdoc-tests.ts).
 */
export declare function runByRustdoc(path: string, text: string, files: Pick<FileStore, 'isFile'>): Promise<boolean>;
