import type { Db } from '../db/client';
import type { ReadModel } from '../http/read-model';
import type { ObjectStorage } from '../storage/storage';

/** What the evidence capabilities work with; the limits come from the configuration. */
export interface EvidenceDeps {
  db: Db;
  /** The library list's kept answers (issue 28). */
  readModel: ReadModel;
  storage: ObjectStorage;
  /** Largest evidence file accepted, in bytes (D7). */
  maxBytes: number;
  /** What one organization may keep as evidence (D26). */
  quota: { files: number; bytes: number };
  /** How long an upload link stays valid (D9). */
  linkLifetimeSeconds: number;
}
