/** One answer as it was made, and the organization's read version it was made at. */
export interface KeptAnswer {
  version: number;
  json: string;
}

/**
 * The answers one process keeps (issue 28), within a size limit counted in characters of JSON:
 * the least recently used answer goes first. An answer is served only at the version it was made.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  /** The answer kept under `key` if it was made at `version`; it becomes the most recently used. */
  at(key: string, version: number): string | undefined {
    const kept = this.answers.get(key);
    if (kept?.version !== version) return undefined;
    // Maps iterate in insertion order: the first entry is the least recently used.
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept.json;
  }

  keep(key: string, answer: KeptAnswer): void {
    const previous = this.answers.get(key);
    // Two requests may make the same answer at once; the one made at the later version stays.
    if (previous && previous.version > answer.version) return;
    if (previous) this.forget(key, previous);
    if (answer.json.length > this.maxCharacters) return;
    this.answers.set(key, answer);
    this.characters += answer.json.length;
    for (const [oldest, kept] of this.answers) {
      if (this.characters <= this.maxCharacters) break;
      this.forget(oldest, kept);
    }
  }

  /** How many answers are kept, and their characters. */
  get size(): { answers: number; characters: number } {
    return { answers: this.answers.size, characters: this.characters };
  }

  private forget(key: string, kept: KeptAnswer): void {
    this.answers.delete(key);
    this.characters -= kept.json.length;
  }
}
