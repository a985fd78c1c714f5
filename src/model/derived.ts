/**
 * Facts derived from the model that several rules ask for (the files the graph reaches, the execution
 * signals of a file, indexes of the model's lists by path), computed once per model. Each is computed
 * from the model alone, which rules only read: a value is the same whichever rule asked first, so a rule
 * cannot change what another one sees. The module that computes a fact declares its key; the store is
 * the model's `derived` field, made with the model and dropped with it.
 */

/** Names one derived fact; `T` is the type of its value. Keys compare by identity, not by name. */
export interface DerivedKey<T> {
  /** What the fact is, for a reader (and a debugger). */
  readonly name: string;
  /** Never set: carries `T`, so a key cannot be read as another key's type. */
  readonly valueType?: T;
}

export function derivedKey<T>(name: string): DerivedKey<T> {
  return { name };
}

export class DerivedFacts {
  private readonly values = new Map<DerivedKey<unknown>, unknown>();

  /** The value of `key`: computed by `compute` the first time it is asked for, the same value after. */
  get<T>(key: DerivedKey<T>, compute: () => T): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = compute();
    this.values.set(key, value);
    return value;
  }

  /**
   * Forgets every value (the scan, once its rules have run: text targets alone held every reached file's
   * text to the end). A later `get` computes the value again from the model, so it is the same value.
   */
  clear(): void {
    this.values.clear();
  }
}
