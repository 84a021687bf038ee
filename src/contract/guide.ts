/** Shapes of the implementation guide's fixed content (decision D2). */

export interface QuickWin {
  title: string;
  description: string;
  effort: 'Low' | 'Medium' | 'High';
  impact: 'Low' | 'Medium' | 'High';
  /** Short name of the domain it advances, e.g. 'IA'. */
  domain: string;
}

export interface GuideTemplate {
  /** File name under /templates/, e.g. 'access-control-policy.docx' (built by `npm run templates:build`). */
  file: string;
  title: string;
  description: string;
  /** What the file opens in, shown to the user: 'Word document (DOCX)' or 'Excel workbook (XLSX)'. */
  format: string;
  /** Short names of the domains it helps with. */
  domains: string[];
}

export interface ImplementationStep {
  title: string;
  description: string;
  /** The requirements the step works on, e.g. ['AC.L2-3.1.5'] (the Level 2 guide; D29). */
  requirements?: string[];
}

/** One point of what the assessment covers (in scope, specialized assets, external systems). */
export interface ScopeNote {
  title: string;
  description: string;
}
