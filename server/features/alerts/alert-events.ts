/**
 * The events that alert someone (docs/product.md "Alerts"). Each writes its alerts into the
 * outbox with the transaction of the event itself, so an event that commits has its alerts and
 * one that rolls back has none; the worker (alert-worker.ts) sends them afterwards. A kind the
 * account turned off is not written at all. Each alert's words are written in its account's
 * language (docs/product.md "Languages"), English for an account that chose none.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { alerts, alertSettings, businesses, deliveries, leads, searches, users } from '../../../db/schema';
import { formatUSh } from '../../../sync/money';
import type { AlertKind } from '../../../sync/schemas/alerts';
import { firstRow } from '../../../db/query';
import { DEFAULT_LOCALE } from '../../../sync/locales';
import { loadLocales } from '../../i18n/catalogs';

/** The database or a transaction on it. */
type Writer = Pick<Db, 'select' | 'insert'>;

/** An alert's title or body in a language. */
type Words = (i18n: I18n) => string;

type NewAlert = { userId: number; kind: AlertKind; searchId?: number; title: Words; body: Words; url: string };

const TITLE_MAX = 80;
const BODY_MAX = 160;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Writes the alerts whose account has not turned their kind off. */
async function enqueue(tx: Writer, now: number, list: NewAlert[]): Promise<void> {
  if (list.length === 0) return;
  const off = new Map(
    (
      await tx
        .select({ userId: alertSettings.userId, kindsOff: alertSettings.kindsOff })
        .from(alertSettings)
        .where(
          inArray(
            alertSettings.userId,
            list.map((a) => a.userId),
          ),
        )
    ).map((s) => [s.userId, new Set(s.kindsOff)]),
  );
  const wanted = list.filter((a) => !off.get(a.userId)?.has(a.kind));
  if (wanted.length === 0) return;
  const languages = new Map(
    (
      await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          inArray(
            users.id,
            wanted.map((a) => a.userId),
          ),
        )
    ).map((u) => [u.id, u.language]),
  );
  const i18nOf = await loadLocales();
  await tx.insert(alerts).values(
    wanted.map((a) => {
      const i18n = i18nOf[languages.get(a.userId) ?? DEFAULT_LOCALE];
      return {
        userId: a.userId,
        kind: a.kind,
        searchId: a.searchId ?? null,
        title: clip(a.title(i18n), TITLE_MAX),
        body: clip(a.body(i18n), BODY_MAX),
        url: a.url,
        dueAt: new Date(now),
        createdAt: new Date(now),
      };
    }),
  );
}

/** The vendor's Leads screen, scrolled to the lead. */
const leadPath = (businessId: number, leadId: number) => `/vendor/leads/${businessId}?lead=${leadId}`;

async function requestOf(tx: Writer, searchId: number) {
  return (await firstRow(
    tx
      .select({
        query: searches.query,
        district: searches.district,
        minPrice: searches.minPrice,
        maxPrice: searches.maxPrice,
      })
      .from(searches)
      .where(eq(searches.id, searchId)),
  ))!;
}

/** A request went as new leads to these businesses: each owner hears of it. */
export async function alertNewLeads(
  tx: Writer,
  now: number,
  searchId: number,
  leadIds: readonly number[],
): Promise<void> {
  if (leadIds.length === 0) return;
  const request = await requestOf(tx, searchId);
  const owners = await tx
    .select({ leadId: leads.id, businessId: leads.businessId, ownerId: businesses.ownerId })
    .from(leads)
    .innerJoin(businesses, eq(businesses.id, leads.businessId))
    .where(inArray(leads.id, [...leadIds]));
  const { query, district } = request;
  const low = request.minPrice === null ? null : formatUSh(request.minPrice);
  const high = request.maxPrice === null ? null : formatUSh(request.maxPrice);
  const budget = (i18n: I18n) =>
    low !== null && high !== null
      ? low === high
        ? i18n._(msg`budget ${low}`)
        : i18n._(msg`budget ${low} to ${high}`)
      : high !== null
        ? i18n._(msg`budget up to ${high}`)
        : low !== null
          ? i18n._(msg`budget from ${low}`)
          : i18n._(msg`budget not given`);
  const body = (i18n: I18n) => {
    const where = district ?? 'Uganda';
    const money = budget(i18n);
    return i18n._(msg`${where} · ${money}. Send a quote before other businesses do.`);
  };
  await enqueue(
    tx,
    now,
    owners.map((o) => ({
      userId: o.ownerId,
      kind: 'lead',
      searchId,
      title: (i18n) => i18n._(msg`New lead: ${query}`),
      body,
      url: leadPath(o.businessId, o.leadId),
    })),
  );
}

/** A business quoted on a request: its customer hears the business and the amount. */
export async function alertNewQuote(
  tx: Writer,
  now: number,
  bid: { searchId: number; businessId: number; amount: number },
) {
  const request = (await firstRow(
    tx.select({ userId: searches.userId, query: searches.query }).from(searches).where(eq(searches.id, bid.searchId)),
  ))!;
  const business = (await firstRow(
    tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, bid.businessId)),
  ))!;
  const name = business.name;
  const amount = formatUSh(bid.amount);
  const query = request.query;
  await enqueue(tx, now, [
    {
      userId: request.userId,
      kind: 'quote',
      searchId: bid.searchId,
      title: (i18n) => i18n._(msg`New quote from ${name}`),
      body: (i18n) => i18n._(msg`${amount} for "${query}". Compare the quotes and choose one.`),
      url: `/user/my-searches?quotes=${bid.searchId}`,
    },
  ]);
}

/** The customer answered quotes: the accepted vendor hears it at once, the others that they were not selected. */
export async function alertQuotesAnswered(
  tx: Writer,
  now: number,
  searchId: number,
  answered: readonly { leadId: number; businessId: number; amount: number; accepted: boolean }[],
): Promise<void> {
  if (answered.length === 0) return;
  const request = (await firstRow(
    tx
      .select({ query: searches.query, firstName: users.firstName })
      .from(searches)
      .innerJoin(users, eq(users.id, searches.userId))
      .where(eq(searches.id, searchId)),
  ))!;
  const owners = new Map(
    (
      await tx
        .select({ id: businesses.id, ownerId: businesses.ownerId })
        .from(businesses)
        .where(
          inArray(
            businesses.id,
            answered.map((a) => a.businessId),
          ),
        )
    ).map((b) => [b.id, b.ownerId]),
  );
  const { firstName, query } = request;
  await enqueue(
    tx,
    now,
    answered.map((a) => {
      const amount = formatUSh(a.amount);
      return a.accepted
        ? {
            userId: owners.get(a.businessId)!,
            kind: 'quote_accepted' as const,
            searchId,
            title: (i18n: I18n) => i18n._(msg`Your quote was accepted`),
            body: (i18n: I18n) =>
              i18n._(msg`${firstName} accepted your ${amount} quote for "${query}". Contact them now.`),
            url: leadPath(a.businessId, a.leadId),
          }
        : {
            userId: owners.get(a.businessId)!,
            kind: 'quote_not_selected' as const,
            searchId,
            title: (i18n: I18n) => i18n._(msg`Quote not selected`),
            body: (i18n: I18n) => i18n._(msg`The customer chose another quote for "${query}".`),
            url: leadPath(a.businessId, a.leadId),
          };
    }),
  );
}

/** A business replied to a review: its author hears it. */
export async function alertReviewReply(
  tx: Writer,
  now: number,
  review: { authorId: number; businessName: string; reply: string },
) {
  const { businessName, reply } = review;
  await enqueue(tx, now, [
    {
      userId: review.authorId,
      kind: 'review_reply',
      title: (i18n) => i18n._(msg`${businessName} replied to your review`),
      body: () => reply,
      url: '/user/my-reviews',
    },
  ]);
}

/** An admin published or rejected reviews: each author hears of theirs. */
export async function alertReviewsModerated(
  tx: Writer,
  now: number,
  moved: readonly { authorId: number; subject: string; url: string }[],
  to: string,
): Promise<void> {
  if (to !== 'APPROVED' && to !== 'REJECTED') return;
  await enqueue(
    tx,
    now,
    moved.map((m) => {
      const subject = m.subject;
      return to === 'APPROVED'
        ? {
            userId: m.authorId,
            kind: 'review_moderated' as const,
            title: (i18n: I18n) => i18n._(msg`Your review is published`),
            body: (i18n: I18n) => i18n._(msg`Your review of ${subject} is now on the site. Thank you for sharing it.`),
            url: m.url,
          }
        : {
            userId: m.authorId,
            kind: 'review_moderated' as const,
            title: (i18n: I18n) => i18n._(msg`Your review was not published`),
            body: (i18n: I18n) => i18n._(msg`Your review of ${subject} did not meet our review rules.`),
            url: '/user/my-reviews',
          };
    }),
  );
}

const VERIFICATION_WORDS = {
  approved: {
    title: msg`Your business is verified`,
    body: () => msg`Customers now see the Verified badge on your profile.`,
  },
  refused: {
    title: msg`Verification refused`,
    body: (reason: string) => msg`An admin refused your request: ${reason}`,
  },
  removed: {
    title: msg`Your Verified badge was removed`,
    body: (reason: string) => msg`An admin removed your badge: ${reason}`,
  },
} as const;

/** An admin decided on a business's badge (approved, refused, removed): its owner hears it, with the reason. */
export async function alertVerificationDecided(
  tx: Writer,
  now: number,
  decision: { businessId: number; outcome: keyof typeof VERIFICATION_WORDS; reason?: string },
): Promise<void> {
  const owner = await firstRow(
    tx.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, decision.businessId)),
  );
  if (!owner) return;
  const words = VERIFICATION_WORDS[decision.outcome];
  await enqueue(tx, now, [
    {
      userId: owner.ownerId,
      kind: 'verification',
      title: (i18n) => i18n._(words.title),
      body: (i18n) => i18n._(words.body(decision.reason ?? '')),
      url: '/vendor/my-business',
    },
  ]);
}

const DELIVERY_WORDS: Record<string, MessageDescriptor> = {
  ENROUTE: msg`Delivery is on its way`,
  DELIVERED: msg`Delivery was delivered`,
  CANCELLED: msg`Delivery was cancelled`,
  PENDING: msg`Delivery is pending again`,
};

/** An admin moved a delivery on: its vendor hears the new status. */
export async function alertDeliveryStatus(tx: Writer, now: number, deliveryId: number): Promise<void> {
  const row = await firstRow(
    tx
      .select({
        status: deliveries.status,
        reason: deliveries.cancelReason,
        item: deliveries.itemName,
        to: deliveries.receiverName,
        ownerId: businesses.ownerId,
      })
      .from(deliveries)
      .innerJoin(businesses, eq(businesses.id, deliveries.businessId))
      .where(eq(deliveries.id, deliveryId)),
  );
  if (!row) return;
  const { item, to, reason } = row;
  const status = row.status.toLowerCase();
  const words = DELIVERY_WORDS[row.status];
  await enqueue(tx, now, [
    {
      userId: row.ownerId,
      kind: 'delivery_status',
      title: (i18n) => (words ? i18n._(words) : i18n._(msg`Delivery ${status}`)),
      body: (i18n) => (reason ? i18n._(msg`${item} for ${to}: ${reason}`) : i18n._(msg`${item} for ${to}`)),
      url: '/vendor/deliveries',
    },
  ]);
}
