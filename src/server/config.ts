import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR, SIGN_IN_LIMITS } from '../contract/auth';
import { EVIDENCE_MAX_BYTES, PRODUCT_NAME, UPLOAD_LINK_MINUTES } from '../contract/constants';
import { EVIDENCE_QUOTA_BYTES, EVIDENCE_QUOTA_FILES } from '../contract/evidence';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Names proxy-addr (Fastify's trustProxy) knows for ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies in front of the app to believe about the client's address and protocol (D26):
 * `false` (none: the default), a number of hops (`1` for one reverse proxy), or the proxies'
 * addresses and ranges (`10.0.0.1,10.0.0.0/8`). `true` would believe any X-Forwarded-For a client
 * makes up, so it is refused with a message saying what to write instead.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust an X-Forwarded-For header made up by any client; give the number of proxies ' +
          'in front of the app (1 for one reverse proxy) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 16) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message:
        `not a number of proxy hops (0 to 16) nor a list of addresses or ranges: ${wrong.join(', ')} ` +
        '(write e.g. 1, or 10.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

/**
 * SMTP_URL=file:///path/to/folder (issue 23): the folder each mail is written to, for a local or
 * test setup; undefined for anything else. Only an absolute path on this machine: `file://` with a
 * host other than localhost names another machine's folder, which we cannot write.
 */
function mailFolderOf(value: string): string | undefined {
  if (!value.startsWith('file://') || !URL.canParse(value)) return undefined;
  try {
    return fileURLToPath(value);
  } catch {
    return undefined;
  }
}

/** Longest SUPPORT_CONTACT: a name, a role, an address and a phone number fit well within it. */
const SUPPORT_CONTACT_MAX_LENGTH = 200;

/**
 * SUPPORT_CONTACT (issue 23): who users ask for help with their account, shown on the sign-in and
 * "Forgot password?" pages. Plain text on one line: the pages show it as text, never as HTML, so
 * markup would appear as typed and is refused here rather than shown. `<name@example.com>` is an
 * address, not a tag, and is allowed.
 */
const supportContactSetting = z
  .string()
  .trim()
  .max(SUPPORT_CONTACT_MAX_LENGTH, `must be at most ${SUPPORT_CONTACT_MAX_LENGTH} characters`)
  // Control characters (line breaks, tabs, escapes) and bidi overrides, which could reorder the text.
  .refine(
    (value) => !/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(value),
    'must be plain text on one line, e.g. Jane Smith, IT desk, jane@example.com, 555-0100',
  )
  .refine(
    (value) => !/<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(value),
    'must be plain text: it is shown as typed, so HTML tags and entities would appear as they are',
  );

/** scrypt's cost for new password hashes: N = 2^15 (about 32 MiB and 0.1 s a hash). */
export const PASSWORD_HASH_COST_DEFAULT = 15;
/** The lowest cost the configuration accepts, and only under NODE_ENV=test. */
export const PASSWORD_HASH_COST_TEST = 10;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  TRUST_PROXY: trustProxySetting.default(false),
  SIGN_IN_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(SIGN_IN_LIMITS.maxDelaySeconds)
    .default(SIGN_IN_LIMITS.firstDelaySeconds),
  REGISTRATIONS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(REGISTRATIONS_PER_ADDRESS_PER_HOUR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVIDENCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(EVIDENCE_MAX_BYTES),
  EVIDENCE_QUOTA_FILES: z.coerce.number().int().min(1).max(1_000_000).default(EVIDENCE_QUOTA_FILES),
  EVIDENCE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(EVIDENCE_QUOTA_BYTES),
  UPLOAD_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(UPLOAD_LINK_MINUTES),
  // D33: the API documentation needs a staff session unless published on purpose.
  API_DOCS: z.enum(['staff', 'public']).default('staff'),
  // scrypt's cost, N = 2^cost (auth/password.ts). Below the default only for the test suite, whose
  // thousands of accounts would otherwise spend most of its time hashing (NODE_ENV=test).
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(PASSWORD_HASH_COST_TEST)
    .max(20)
    .default(PASSWORD_HASH_COST_DEFAULT),
  NODE_ENV: z.string().optional(),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.example.com').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // Unset: STAFF_TOTP_REQUIRED follows ADMIN_TOTP_REQUIRED, and both default to true (D33).
  ADMIN_TOTP_REQUIRED: booleanFlag.optional(),
  STAFF_TOTP_REQUIRED: booleanFlag.optional(),
  // Never echoed in a message: the URL may hold the SMTP password.
  SMTP_URL: z
    .string()
    .refine(
      (value) => (/^smtps?:\/\/\S+$/.test(value) && URL.canParse(value)) || mailFolderOf(value) !== undefined,
      'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587, ' +
        'or file:///path/to/folder to write each mail there as an .eml file',
    )
    .optional(),
  SUPPORT_CONTACT: supportContactSetting.optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .max(320)
    .regex(/^[^\r\n]+$/, 'must be one line, e.g. CMMC Readiness <no-reply@example.com>')
    .default(`${PRODUCT_NAME} <no-reply@localhost>`),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://cmmc.example.com' })
    .optional(),
});

/** The app's own address when PUBLIC_URL is unset: HOST and PORT, with a name for "all interfaces". */
function guessPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Trusts the `hops` addresses nearest to the app: the socket's peer, then X-Forwarded-For from the right. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export interface AppConfig {
  /** scrypt's N is 2 to this power for new password hashes. */
  passwordHashCost: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  /** 'auto' marks cookies Secure when the request arrived over HTTPS. */
  cookieSecure: 'auto' | boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * Fastify's trustProxy (D26): false, the proxies' addresses, or, for a number of hops, a function
   * that trusts that many addresses nearest to the app.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** Sign-in and registration limits (D26). */
  throttle: { firstDelaySeconds: number; registrationsPerHour: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  evidenceMaxBytes: number;
  /** D26: evidence files and bytes one organization may keep. */
  evidenceQuotaFiles: number;
  evidenceQuotaBytes: number;
  uploadLinkSeconds: number;
  /** Who may read /api/docs (D33): staff sessions, or anyone ('public'). */
  apiDocs: 'staff' | 'public';
  /** How long to wait for a database connection, and for one statement (see db/client.ts). */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** S3-compatible storage for evidence; local disk under DATA_DIR/objects when absent. */
  s3: S3Config | undefined;
  /**
   * Every staff account (auditor, admin) must enrol in two-step sign-in through its enrolment link
   * before it can sign in, and keep it on (D33): STAFF_TOTP_REQUIRED, else the older
   * ADMIN_TOTP_REQUIRED, else true. False only for development and for tests of other features:
   * never in production.
   */
  staffTotpRequired: boolean;
  /** Outgoing mail (D20); none without SMTP_URL, and then nothing is sent. */
  mail: MailConfig | undefined;
  /** SUPPORT_CONTACT: whom users ask for help with their account (issue 23); plain text. */
  supportContact: string | undefined;
  /**
   * The address users reach the app at, without a trailing slash, for links sent by e-mail:
   * PUBLIC_URL, else made from HOST and PORT (never from a request's Host header, which a client
   * chooses).
   */
  publicUrl: string;
  /** Whether publicUrl was made up from HOST and PORT because PUBLIC_URL is unset. */
  publicUrlGuessed: boolean;
}

/**
 * Where mail goes: an SMTP server, or a folder each message is written to as an .eml file
 * (SMTP_URL=file:///path, for a local or test setup).
 */
export type MailConfig = {
  /** The From of every message. */
  from: string;
} & (
  | {
      /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://host:465; a secret. */
      smtpUrl: string;
    }
  | {
      /** An absolute path; made at start-up when missing. */
      folder: string;
    }
);

/** The mail settings from SMTP_URL (already checked) and MAIL_FROM. */
function mailConfig(smtpUrl: string | undefined, from: string): MailConfig | undefined {
  if (!smtpUrl) return undefined;
  const folder = mailFolderOf(smtpUrl);
  return folder === undefined ? { smtpUrl, from } : { folder, from };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once, at boot. Nothing else in the server reads `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(['S3_BUCKET: required when other S3_ settings are given']);
  }
  if (e.PASSWORD_HASH_COST < PASSWORD_HASH_COST_DEFAULT && e.NODE_ENV !== 'test') {
    throw new ConfigError([
      `PASSWORD_HASH_COST: at least ${PASSWORD_HASH_COST_DEFAULT}; a lower cost is for the test suite only (NODE_ENV=test)`,
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustProxy: typeof e.TRUST_PROXY === 'number' ? trustHops(e.TRUST_PROXY) : e.TRUST_PROXY,
    throttle: { firstDelaySeconds: e.SIGN_IN_DELAY_SECONDS, registrationsPerHour: e.REGISTRATIONS_PER_HOUR },
    logLevel: e.LOG_LEVEL,
    evidenceMaxBytes: e.EVIDENCE_MAX_BYTES,
    evidenceQuotaFiles: e.EVIDENCE_QUOTA_FILES,
    evidenceQuotaBytes: e.EVIDENCE_QUOTA_BYTES,
    uploadLinkSeconds: e.UPLOAD_LINK_MINUTES * 60,
    apiDocs: e.API_DOCS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    staffTotpRequired: e.STAFF_TOTP_REQUIRED ?? e.ADMIN_TOTP_REQUIRED ?? true,
    mail: mailConfig(e.SMTP_URL, e.MAIL_FROM),
    supportContact: e.SUPPORT_CONTACT || undefined,
    publicUrl: (e.PUBLIC_URL ?? guessPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    publicUrlGuessed: !e.PUBLIC_URL,
  };
}
