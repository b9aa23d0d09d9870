/**
 * The admin's CSV exports of every account and every business, for a spreadsheet.
 * The cells are those of the survey export (server/features/surveys/survey-csv.ts `csvField`):
 * RFC 4180 quoting, and a leading apostrophe on cells starting with = + - @ (OWASP CSV
 * injection), so "+256…" phone numbers read "'+256…". Records end with CRLF; the file starts
 * with a UTF-8 byte order mark, without which Excel reads it in the local code page and
 * garbles every letter outside ASCII.
 *
 * Each file is one query walked once, in id order, into one string: 20,000 businesses come to
 * a few megabytes. Streaming would not make it smaller in memory: the API's answer middleware
 * (server/http/api-response.ts) reads the whole body to compress it.
 */
import { asc, eq } from 'drizzle-orm';
import { businesses, categories, users } from '../../../db/schema';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { CSV_BOM, csvField } from '../surveys/survey-csv';

const CRLF = '\r\n';

export const USER_CSV_HEADER = ['ID', 'Name', 'Email', 'Phone', 'Role', 'Active', 'Verified', 'Location', 'Created'];
export const BUSINESS_CSV_HEADER = [
  'ID',
  'Name',
  'Category',
  'Owner Email',
  'District',
  'City',
  'WhatsApp',
  'Active',
  'Verified',
  'Rating',
  'Reviews',
  'Products',
  'Created',
];

export type CsvExport = { csv: string; contentDisposition: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function record(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + CRLF;
}

/** `attachment; filename="users-2025-03-01.csv"`: the date of the export, in UTC. */
function attachment(kind: 'users' | 'businesses', nowMs: number): string {
  return `attachment; filename="${kind}-${new Date(nowMs).toISOString().slice(0, 10)}.csv"`;
}

export async function exportUsersCsv(deps: Deps, caller: Caller | null): Promise<CsvExport> {
  requireRole(caller, 'ADMIN');
  const rows = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      role: users.role,
      isActive: users.isActive,
      isVerified: users.isVerified,
      location: users.location,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.id));
  let csv = CSV_BOM + record(USER_CSV_HEADER);
  for (const u of rows) {
    csv += record([
      String(u.id),
      `${u.firstName} ${u.lastName}`.trim(),
      u.email,
      u.phoneNumber ?? '',
      u.role,
      yesNo(u.isActive),
      yesNo(u.isVerified),
      u.location ?? '',
      u.createdAt.toISOString(),
    ]);
  }
  return { csv, contentDisposition: attachment('users', deps.now()) };
}

export async function exportBusinessesCsv(deps: Deps, caller: Caller | null): Promise<CsvExport> {
  requireRole(caller, 'ADMIN');
  const rows = await deps.db
    .select({
      id: businesses.id,
      name: businesses.name,
      category: categories.name,
      ownerEmail: users.email,
      district: businesses.district,
      city: businesses.city,
      whatsapp: businesses.whatsapp,
      isActive: businesses.isActive,
      isVerified: businesses.isVerified,
      rating: businesses.rating,
      totalReviews: businesses.totalReviews,
      productCount: businesses.productCount,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .orderBy(asc(businesses.id));
  let csv = CSV_BOM + record(BUSINESS_CSV_HEADER);
  for (const b of rows) {
    csv += record([
      String(b.id),
      b.name,
      b.category ?? '',
      b.ownerEmail ?? '',
      b.district ?? '',
      b.city ?? '',
      b.whatsapp ?? '',
      yesNo(b.isActive),
      yesNo(b.isVerified),
      b.rating.toFixed(1),
      String(b.totalReviews),
      String(b.productCount),
      b.createdAt.toISOString(),
    ]);
  }
  return { csv, contentDisposition: attachment('businesses', deps.now()) };
}
