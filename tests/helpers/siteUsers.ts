import { and, desc, eq, inArray } from 'drizzle-orm';
import { RegisterSiteUserDocument, RequestRegisterSiteUserDocument, type RegisterSiteUserInput } from '../../src/gql/graphql.js';
import { demographicQuestions, demographicValues, mailOutbox } from '../../src/server/db/schema/index.js';
import { execute, type CallOptions } from './execute.js';
import type { TestServer } from './testServer.js';

export const SITE_USER_PASSWORD = 'reader-password-1';

/** The newest mail of a category to an address. */
export async function lastMail(server: TestServer, to: string, category: string) {
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.category, category)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The `id` of the newest site-user link (registration, reset) mailed to an address. */
export async function linkIdFromOutbox(server: TestServer, to: string, category: 'site-user-register' | 'site-user-reset'): Promise<string> {
  const mail = await lastMail(server, to, category);
  const match = mail?.text.match(/[?&]id=([\w%-]+)/);
  if (!match?.[1]) throw new Error(`No ${category} mail for ${to}`);
  return decodeURIComponent(match[1]);
}

/** An answer (the first value, or a number) to each of the questions, as a registration form sends them. */
export async function requiredAnswers(server: TestServer, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  const questions = await server.database.db.select().from(demographicQuestions).where(inArray(demographicQuestions.id, [...questionIds]));
  const values = await server.database.db.select().from(demographicValues).where(inArray(demographicValues.questionId, [...questionIds]));
  return questions.map((q) => {
    const first = values.find((v) => v.questionId === q.id);
    return first ? { questionId: q.id, answerIds: [String(first.id)] } : { questionId: q.id, answerText: '12' };
  });
}

let counter = 0;
export const uniqueEmail = (prefix = 'reader') => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

/**
 * A site user registered through the real two steps (the e-mail step, the link from the outbox,
 * the profile step) on the default site (or `options.tenantKey`); returns the login answer.
 */
export async function registerSiteUser(
  server: TestServer,
  { email = uniqueEmail(), profile = {}, options = {} }: { email?: string; profile?: Partial<RegisterSiteUserInput>; options?: CallOptions } = {},
) {
  await execute(server, RequestRegisterSiteUserDocument, { input: { email, countryCode: 'USA', region: 'NY' } }, options);
  const id = await linkIdFromOutbox(server, email, 'site-user-register');
  const result = await execute(
    server,
    RegisterSiteUserDocument,
    { input: { id, password: SITE_USER_PASSWORD, firstName: 'Ada', lastName: 'Reader', company: 'Acme', ...profile } },
    options,
  );
  return { email, ...result.registerSiteUser };
}
