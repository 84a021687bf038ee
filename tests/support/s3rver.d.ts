/** The part of s3rver's programmatic API the tests use (the package ships no types). */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** The request handler, to mount in an HTTP server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    configureBuckets(): Promise<void>;
  }
}
