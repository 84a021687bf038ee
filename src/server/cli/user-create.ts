import { z } from 'zod';
import { emailSchema, industrySchema, passwordSchema, roleSchema, usernameSchema } from '../../contract/auth';
import { TOTP_ENROLMENT_LINK_DAYS } from '../../contract/totp-rules';
import { freeText, hasNoNul, NUL_MESSAGE } from '../../contract/text';
import { SYSTEM_ACTOR } from '../access/actor';
import { passwordProblem } from '../auth/password-rule';
import { issueLoggedEnrolmentLink, type IssuedEnrolmentLink } from '../auth/enrolment-link';
import { isStaffRole } from '../auth/second-step';
import { createUser } from '../auth/users';
import { foundOrganization } from '../organizations/steps';
import { openDatabaseForTool, prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { fail, runTool, toolOptions } from './tool';

const USAGE =
  'Usage: npm run user:create -- --username U --password P --email E --role client|auditor|admin ' +
  '[--business-name B] [--industry I] [--first-name F] [--last-name L]';

/** A person's name part: the name reviews are signed with (D19). */
const namePart = freeText().trim().min(1).max(100).refine(hasNoNul, NUL_MESSAGE).optional();

const argsSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    email: emailSchema,
    role: roleSchema,
    'business-name': z.string().trim().min(1).max(200).optional(),
    industry: industrySchema.optional(),
    'first-name': namePart,
    'last-name': namePart,
  })
  .refine((args) => args.role !== 'client' || args['business-name'], {
    message: '--business-name is required for a client account',
    path: ['business-name'],
  })
  .superRefine((args, context) => {
    // The whole password rule of D20, common-password list included.
    const problem = passwordProblem(args.password, args);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });

async function main(): Promise<void> {
  const values = toolOptions(
    {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      'business-name': { type: 'string' },
      industry: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    USAGE,
  );
  if (!values) return;
  const parsed = argsSchema.safeParse({ username: '', password: '', email: '', role: '', ...values });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    fail(`Cannot create the account:\n${problems.join('\n')}\n${USAGE}`);
  }
  const args = parsed.data;
  const config = loadConfig();
  const database = await openDatabaseForTool(config);
  try {
    await prepareDatabase(database);
    // A staff account enrols in two-step sign-in through this link before it can sign in (D33).
    let issued: IssuedEnrolmentLink | undefined;
    const user = await createUser(
      database.db,
      SYSTEM_ACTOR,
      {
        username: args.username,
        password: args.password,
        email: args.email,
        role: args.role,
        firstName: args['first-name'],
        lastName: args['last-name'],
      },
      'from the command line',
      async (tx, created) => {
        if (!isStaffRole(created.role)) {
          // A client account founds its organization (D27); the schema above requires its name.
          await foundOrganization(tx, created, {
            businessName: args['business-name']!,
            industry: args.industry ?? 'Other',
          });
          return;
        }
        issued = await issueLoggedEnrolmentLink(tx, created.id, {
          publicUrl: config.publicUrl,
          actorUserId: null,
          by: 'from the command line',
        });
      },
    );
    process.stdout.write(`Created ${user.role} account "${user.username}" (${user.email}).\n`);
    if (issued) {
      process.stdout.write(
        `Before it can sign in, the account turns on two-step sign-in through this link, ` +
          `which works once, until ${issued.expiresAt.toISOString()} (${TOTP_ENROLMENT_LINK_DAYS} days):\n` +
          `${issued.link}\n`,
      );
      if (config.publicUrlGuessed)
        process.stdout.write('PUBLIC_URL is not set: the link was made from HOST and PORT.\n');
    }
  } finally {
    await database.close();
  }
}

runTool(main, 'Cannot create the account', (error) =>
  error instanceof Error ? error.message : String(error),
);
