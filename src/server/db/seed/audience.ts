import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { content, demographicQuestions, demographicValues, memberships, siteLicenseCompanies, siteUserDemographics, siteUserFavorites, siteUserProducts, siteUsers } from '../schema/index.js';

/**
 * The audience of the demo (issue 11 item 7): each site's demographic questions (the ids its
 * memberships ask for), and a few readers — a free member, a paying member with an expiry, one
 * whose registration is unfinished — with favourites and answers. Seeded readers have no password:
 * they log in after a password reset (the link is in the mail outbox, /admin/mail-outbox).
 */
interface QuestionSeed {
  id: number;
  type: number;
  text: string;
  values?: string[];
}

const QUESTIONS: Record<string, QuestionSeed[]> = {
  edr: [
    { id: 1001, type: 1, text: 'What is your job function?', values: ['Design engineering', 'Engineering management', 'Purchasing', 'Research and development', 'Corporate management', 'Other'] },
    { id: 1002, type: 1, text: 'What is your primary industry?', values: ['Automotive', 'Aerospace and defense', 'Industrial automation', 'Consumer electronics', 'Medical devices', 'Communications'] },
    { id: 1003, type: 2, text: 'Which technologies do you design with?', values: ['Analog', 'Power', 'Embedded', 'RF and microwave', 'Test and measurement', 'AI at the edge'] },
    { id: 1004, type: 7, text: 'How many engineers work at your location?' },
  ],
  fot: [
    { id: 2001, type: 1, text: 'What is your role in fleet operations?', values: ['Fleet manager', 'Owner-operator', 'Maintenance', 'Safety and compliance', 'Executive', 'Other'] },
    { id: 2002, type: 7, text: 'How many power units does your fleet run?' },
    { id: 2003, type: 2, text: 'Which vehicle classes do you operate?', values: ['Class 8 tractors', 'Medium duty', 'Light duty', 'Trailers', 'Electric vehicles'] },
  ],
};

interface ReaderSeed {
  local: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  city: string;
  region: string;
  /** Membership alias held, the amount paid and the days until it ends (null: no end). */
  holds?: { alias: string; amount: number; days: number | null };
  status: 0 | 1;
}

const READERS: ReaderSeed[] = [
  { local: 'member', firstName: 'Maria', lastName: 'Okafor', company: 'Northfield Controls', title: 'Senior Design Engineer', city: 'Columbus', region: 'OH', holds: { alias: 'basic', amount: 0, days: null }, status: 1 },
  { local: 'subscriber', firstName: 'Daniel', lastName: 'Brandt', company: 'Keystone Power Systems', title: 'Engineering Manager', city: 'Pittsburgh', region: 'PA', holds: { alias: 'premium', amount: 149, days: 300 }, status: 1 },
  { local: 'reader', firstName: 'Priya', lastName: 'Raman', company: 'Lakeshore Logistics', title: 'Analyst', city: 'Chicago', region: 'IL', status: 1 },
  { local: 'joining', firstName: '', lastName: '', company: '', title: '', city: '', region: 'TX', status: 0 },
];

export async function insertAudience(db: Db, tenantId: number, { tenantKey, emailDomain, now }: { tenantKey: string; emailDomain: string; now: Date }): Promise<{ readers: number; questions: number }> {
  const questions = QUESTIONS[tenantKey] ?? [];
  for (const question of questions) {
    await db.insert(demographicQuestions).values({ id: question.id, tenantId, demographicType: question.type, omedaWebformText: question.text });
    if (question.values?.length) {
      await db.insert(demographicValues).values(question.values.map((description, position) => ({ questionId: question.id, description, position })));
    }
  }
  // Explicit ids above: the sequence continues after the largest.
  if (questions.length) await db.execute(sql`select setval(pg_get_serial_sequence('demographic_questions', 'id'), greatest((select max(id) from demographic_questions), 1))`);
  if (tenantKey === 'qa') return { readers: 0, questions: questions.length };

  const siteMemberships = await db.select().from(memberships).where(eq(memberships.tenantId, tenantId));
  const articles = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.type, ['Article', 'News']), eq(content.status, 1)))
    .orderBy(content.id)
    .limit(6);
  const firstValues = await db.select().from(demographicValues).where(inArray(demographicValues.questionId, questions.map((q) => q.id).concat(0)));
  let readers = 0;
  for (const [index, reader] of READERS.entries()) {
    const email = `${reader.local}@${emailDomain}`;
    const [user] = await db
      .insert(siteUsers)
      .values({
        tenantId,
        username: email,
        emails: [email],
        hashedId: `${tenantKey}-${reader.local}-${tenantId}`.padEnd(24, '0').slice(0, 24),
        firstName: reader.firstName || null,
        lastName: reader.lastName || null,
        company: reader.company || null,
        title: reader.title || null,
        city: reader.city || null,
        region: reader.region,
        countryCode: 'USA',
        status: reader.status,
        registration: reader.status === 0 ? { membershipId: null, path: '/', promoCode: null, sessionId: null } : null,
        createdAt: new Date(now.getTime() - (READERS.length - index) * 86_400_000),
      })
      .returning();
    readers += 1;
    if (!user || reader.status !== 1) continue;
    const membership = reader.holds ? siteMemberships.find((m) => m.alias === reader.holds!.alias) : undefined;
    if (membership?.omedaProduct != null && reader.holds) {
      await db.insert(siteUserProducts).values({
        userId: user.id,
        productId: membership.omedaProduct,
        amount: reader.holds.amount.toFixed(2),
        expiresAt: reader.holds.days === null ? null : new Date(now.getTime() + reader.holds.days * 86_400_000),
        source: 'seed',
      });
    }
    const favourites = articles.slice(index, index + 3);
    if (favourites.length) await db.insert(siteUserFavorites).values(favourites.map((a, n) => ({ userId: user.id, contentId: a.id, createdAt: new Date(now.getTime() - n * 3_600_000) })));
    const answers = questions
      .filter((q) => q.values?.length)
      .map((q) => {
        const values = firstValues.filter((v) => v.questionId === q.id);
        return { userId: user.id, questionId: q.id, answerIds: values.length ? [values[index % values.length]!.id] : [], answerText: null };
      });
    if (answers.length) await db.insert(siteUserDemographics).values(answers);
  }
  // IP gating (docs/ip-gating.md): a site-licence company of edr, whose readers pass gating from
  // its documentation ranges (RFC 5737 / RFC 3849), stored normalised as saves store them.
  if (tenantKey === 'edr') {
    await db.insert(siteLicenseCompanies).values({ tenantId, companyName: 'Northfield Controls', ranges: ['203.0.113.0/24', '2001:db8:1234::/48'], status: 1 });
  }
  return { readers, questions: questions.length };
}
