import type { ReferenceGraph } from './graph.js';
import type { SkillDoc } from './skill.js';
type Facts = (path: string) => Promise<unknown>;
/**
 * Asks for the facts of every file some entry point reaches, several at a time, before the rules run:
 * with a worker pool the files are analysed on every core while this thread waits; without one it is
 * the same work the rules would start one file at a time. (Which path of a linked file is asked first
 * does not matter: the fact store analyses it under a path chosen from its paths alone.)
 */
export declare function prefetchFacts(graph: ReferenceGraph, facts: Facts, concurrency: number): Promise<void>;
/**
 * Starts extracting the facts of the entry documents (skills, commands, subagents: in every closure, and
 * their prose is the costliest to analyse) before the reference graph is built, so fact workers analyse
 * them while this thread reads and resolves references; the graph itself asks for the scripts it follows.
 */
export declare function prefetchEntryFacts(skills: readonly SkillDoc[], facts: Facts, concurrency: number): Promise<void>;
export {};
