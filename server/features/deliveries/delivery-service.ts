/**
 * Deliveries a vendor requests for its business (docs/product.md "Deliveries"):
 * they start PENDING; an admin moves them only along DELIVERY_TRANSITIONS, anything else is a 409.
 * The sync push replays `createDelivery` inside its own transaction (db/client.ts writeTx).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { businesses, deliveries, users } from '../../../db/schema';
import { DELIVERY_TRANSITIONS } from '../../../sync/constants';
import type { DeliveryCreate, DeliveryStatus } from '../../../sync/schemas/delivery';
import { isAdmin, requireCaller, requireRole, requireVendorAccount } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { wordsMatch } from '../reviews/admin-search';
import { writeTx } from '../../../db/client';
import { alertDeliveryStatus } from '../alerts/alert-events';
import { firstRow, runWrite } from '../../../db/query';

type DeliveryRow = typeof deliveries.$inferSelect;
type BusinessOfDelivery = { name: string; logo: string | null; ownerId: number; firstName: string; lastName: string };

const businessFields = {
  name: businesses.name,
  logo: businesses.logo,
  ownerId: businesses.ownerId,
  firstName: users.firstName,
  lastName: users.lastName,
};

function toDeliveryView(d: DeliveryRow, b: BusinessOfDelivery) {
  return {
    id: d.id,
    businessId: d.businessId,
    receiver_name: d.receiverName,
    receiver_number: d.receiverNumber,
    fare: d.fare,
    item_name: d.itemName,
    item_description: d.itemDescription,
    delivery_address: d.deliveryAddress,
    weight: d.weight,
    status: d.status,
    cancel_reason: d.cancelReason,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    business: { name: b.name, logo: b.logo, owner: { firstName: b.firstName, lastName: b.lastName } },
  };
}

function selectDeliveries(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select({ delivery: deliveries, business: businessFields })
    .from(deliveries)
    .innerJoin(businesses, eq(businesses.id, deliveries.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
}

async function findDelivery(deps: Deps, id: number) {
  const row = await firstRow(selectDeliveries(deps, eq(deliveries.id, id)));
  if (!row) throw notFound('Delivery not found');
  return row;
}

async function businessWithOwner(deps: Deps, businessId: number) {
  const business = await firstRow(
    deps.db
      .select(businessFields)
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(eq(businesses.id, businessId)),
  );
  if (!business) throw notFound('Business not found');
  return business;
}

/** The owning vendor requests a delivery for its business; it starts PENDING. */
export async function createDelivery(deps: Deps, caller: Caller | null, args: DeliveryCreate) {
  const who = requireRole(caller, 'VENDOR');
  const business = await businessWithOwner(deps, args.businessId);
  if (business.ownerId !== who.id) throw forbidden('You can only request deliveries for your own business');
  const now = new Date(deps.now());
  const delivery = await firstRow(
    deps.db
      .insert(deliveries)
      .values({
        businessId: args.businessId,
        receiverName: args.receiver_name,
        receiverNumber: args.receiver_number,
        fare: args.fare,
        itemName: args.item_name,
        itemDescription: args.item_description ?? null,
        deliveryAddress: args.delivery_address,
        weight: args.weight ?? null,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return toDeliveryView(delivery, business);
}

/** The deliveries of one business: for its owner, or an admin. */
export async function listBusinessDeliveries(deps: Deps, caller: Caller | null, businessId: number) {
  const who = requireCaller(caller);
  const business = await businessWithOwner(deps, businessId);
  if (business.ownerId !== who.id && !isAdmin(who)) throw forbidden();
  return (await selectDeliveries(deps, eq(deliveries.businessId, businessId))).map((r) =>
    toDeliveryView(r.delivery, r.business),
  );
}

/**
 * GET /api/deliveries/admin/all: every delivery of one status or all, newest first, searched on
 * the server (`q`: every word in the item, the receiver's name or number, the address or the
 * business's name).
 */
export async function listAllDeliveries(
  deps: Deps,
  caller: Caller | null,
  query: { status?: DeliveryStatus; q?: string },
) {
  requireRole(caller, 'ADMIN');
  const where = and(
    query.status ? eq(deliveries.status, query.status) : undefined,
    wordsMatch(deps.db, query.q, [
      deliveries.itemName,
      deliveries.receiverName,
      deliveries.receiverNumber,
      deliveries.deliveryAddress,
      businesses.name,
    ]),
  );
  return (await selectDeliveries(deps, where)).map((r) => toDeliveryView(r.delivery, r.business));
}

/**
 * Moves a delivery on (docs/product.md "Deliveries"): an admin along DELIVERY_TRANSITIONS, saying why
 * when it cancels; the owning vendor may only cancel its own while it is still PENDING. The
 * conditional update keeps it right under races.
 */
export async function setDeliveryStatus(
  deps: Deps,
  caller: Caller | null,
  id: number,
  change: { status: DeliveryStatus; reason?: string },
) {
  const who = requireVendorAccount(caller);
  const { delivery, business } = await findDelivery(deps, id);
  const from = delivery.status;
  const to = change.status;
  let cancelReason: string | null = null;
  if (isAdmin(who)) {
    if (!DELIVERY_TRANSITIONS[from]?.includes(to)) throw conflict(`Cannot change a delivery from ${from} to ${to}`);
    if (to === 'CANCELLED') {
      if (!change.reason)
        throw badRequest('Please say why the delivery is cancelled', {
          reason: 'Please say why the delivery is cancelled',
        });
      cancelReason = change.reason;
    }
  } else {
    if (business.ownerId !== who.id) throw forbidden();
    if (to !== 'CANCELLED') throw forbidden('Only an admin moves a delivery on');
    if (from !== 'PENDING') throw conflict('Only a pending delivery can be cancelled');
  }
  const updated = await writeTx(deps.db, async (tx) => {
    const row = await firstRow(
      tx
        .update(deliveries)
        .set({ status: to, cancelReason, updatedAt: new Date(deps.now()) })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, from)))
        .returning(),
    );
    // the vendor hears what an admin did; what it did itself it knows
    if (row && isAdmin(who)) await alertDeliveryStatus(tx, deps.now(), id);
    return row;
  });
  if (!updated) throw conflict('This delivery was changed meanwhile. Please refresh and try again.');
  return toDeliveryView(updated, business);
}

/** An admin deletes any delivery; its vendor only while it is still PENDING. */
export async function deleteDelivery(deps: Deps, caller: Caller | null, id: number) {
  const who = requireVendorAccount(caller);
  const { delivery, business } = await findDelivery(deps, id);
  if (!isAdmin(who)) {
    if (business.ownerId !== who.id) throw forbidden();
    if (delivery.status !== 'PENDING') throw conflict('Only pending deliveries can be deleted');
  }
  const where = isAdmin(who) ? eq(deliveries.id, id) : and(eq(deliveries.id, id), eq(deliveries.status, 'PENDING'));
  if ((await runWrite(deps.db.delete(deliveries).where(where))).changes === 0)
    throw conflict('Only pending deliveries can be deleted');
}
