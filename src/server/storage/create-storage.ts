import path from 'node:path';
import type { AppConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { ObjectStorage } from './storage';

/** The route that local upload links point at (served by the evidence capability). */
export const LOCAL_UPLOAD_ROUTE = '/api/evidence/uploads';

/** S3-compatible storage when S3_BUCKET is set; local disk under DATA_DIR/objects otherwise. */
export async function createStorage(config: AppConfig): Promise<ObjectStorage> {
  if (!config.s3) return new LocalStorage(path.join(config.dataDir, 'objects'), LOCAL_UPLOAD_ROUTE);
  const storage = new S3Storage(config.s3);
  await storage.ensureBucket();
  return storage;
}
