/**
 * What a run found: every figure with its budget (the targets of issue 14), printed as the
 * sections go and again at the end, and the whole result written as JSON for BENCHMARKS.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { table } from './stats';

export interface BudgetCheck {
  section: string;
  figure: string;
  value: string;
  budget: string;
  met: boolean;
}

export class Report {
  readonly sections: Record<string, unknown> = {};
  readonly checks: BudgetCheck[] = [];
  readonly problems: string[] = [];

  constructor(readonly meta: Record<string, unknown>) {}

  say(text = ''): void {
    process.stdout.write(`${text}\n`);
  }

  heading(title: string): void {
    this.say();
    this.say(`== ${title} ==`);
  }

  table(rows: (string | number)[][]): void {
    this.say(table(rows));
  }

  /** Something that must not happen (errors, non-2xx answers): printed loudly, listed at the end. */
  problem(text: string): void {
    this.problems.push(text);
    this.say(`!!! ${text}`);
  }

  check(section: string, figure: string, value: string, budget: string, met: boolean): string {
    this.checks.push({ section, figure, value, budget, met });
    return met ? 'met' : 'NOT MET';
  }

  record(section: string, result: unknown): void {
    this.sections[section] = result;
  }

  printBudgets(): void {
    this.heading('Budgets (issue 14)');
    if (this.checks.length === 0) return this.say('(no budgeted figure measured)');
    this.table([
      ['section', 'figure', 'measured', 'budget', ''],
      ...this.checks.map((c) => [c.section, c.figure, c.value, c.budget, c.met ? 'met' : 'NOT MET']),
    ]);
    const missed = this.checks.filter((c) => !c.met).length;
    this.say(`${this.checks.length - missed} of ${this.checks.length} budgets met.`);
    if (this.problems.length > 0) {
      this.say();
      this.say(`!!! ${this.problems.length} problem(s) seen during the run:`);
      for (const problem of this.problems) this.say(`!!!   ${problem}`);
    }
  }

  /** Writes `dir/latest.json` and a dated copy; returns the path of the latter. */
  write(dir: string): string {
    fs.mkdirSync(dir, { recursive: true });
    const body = JSON.stringify(
      { ...this.meta, sections: this.sections, budgets: this.checks, problems: this.problems },
      null,
      2,
    );
    const stamp = String(this.meta.date ?? new Date().toISOString()).replace(/[:.]/g, '-');
    const dated = path.join(dir, `bench-${stamp}.json`);
    fs.writeFileSync(dated, `${body}\n`);
    fs.writeFileSync(path.join(dir, 'latest.json'), `${body}\n`);
    return dated;
  }
}
