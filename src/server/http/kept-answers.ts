/** One answer as it was made, its JSON already encoded as UTF-8, and the read version it was made at. */
export interface KeptAnswer {
  version: number;
  body: Buffer;
}

/**
 * The answers one process keeps (issue 28), within a size limit in bytes: the least recently used
 * answer goes first. An answer is served only at the version it was made.
 *
 * Answers are kept as bytes, not strings: a string is encoded again on every write to the socket,
 * which was most of the cost of serving the large Level 2 answers (BENCHMARKS.md, "How to profile").
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept under `key` if it was made at `version`; it becomes the most recently used. */
  at(key: string, version: number): Buffer | undefined {
    const kept = this.answers.get(key);
    if (kept?.version !== version) return undefined;
    // Maps iterate in insertion order: the first entry is the least recently used.
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept.body;
  }

  keep(key: string, answer: KeptAnswer): void {
    const previous = this.answers.get(key);
    // Two requests may make the same answer at once; the one made at the later version stays.
    if (previous && previous.version > answer.version) return;
    if (previous) this.forget(key, previous);
    if (answer.body.length > this.maxBytes) return;
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, kept] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest, kept);
    }
  }

  /** How many answers are kept, and their bytes. */
  get size(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.bytes };
  }

  private forget(key: string, kept: KeptAnswer): void {
    this.answers.delete(key);
    this.bytes -= kept.body.length;
  }
}
