import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_ADDRESS, INDIVIDUAL_ADDRESS } from '../../contract/schemas/register';
import { userUpdateBody, type UserRecord } from '../../contract/schemas/users';
import { districts, subdistricts, users } from '../../server/db/schema';
import { payloadOf, shapeOf, userEditValues } from '../../src/resources/users/userValues';
import { call, DEMO_EMAILS, serverWithSessions } from './helpers';

/**
 * The demo users can be opened in the user edit form and saved as they are (spec part 2
 * §2.1, §5.1): every seeded user, read as the form reads them, makes the form's values that
 * the update's own contract schema accepts, with an address the address lookup knows, and
 * the update endpoint saves them without a field filled in by hand.
 */
const ctx = serverWithSessions({ admin: 'admin@demo.th' });

const db = () => ctx.app.database.db;

/** A seeded user as the edit form opens them, and the body its Save sends unchanged. */
async function formOf(id: number) {
  const res = await call<UserRecord[]>(ctx.app, 'GET', 'user-getuserbyid', {
    query: { user_id: id },
    cookie: ctx.admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const record = res.body.data[0];
  const shape = shapeOf(record);
  return { record, shape, body: payloadOf(userEditValues(record, shape), shape) };
}

/** The field messages a schema gives a value, by field (none: {}). */
function issuesOf(body: unknown) {
  const parsed = userUpdateBody.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the seeded users satisfy the user form', () => {
  it('every seeded user makes a body the update schema accepts, as the form opens them', async () => {
    const seeded = await db()
      .select({ id: users.id, email: users.email })
      .from(users)
      .orderBy(asc(users.id));
    expect(seeded.map((u) => u.email)).toEqual(DEMO_EMAILS);
    for (const u of seeded) {
      const { body } = await formOf(u.id);
      expect(issuesOf(body), u.email).toEqual({});
    }
  });

  it("every seeded user's address is a place of the address lookup, its postcode the sub-district's", async () => {
    for (const email of DEMO_EMAILS) {
      const [u] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      const { record, shape } = await formOf(u.id);
      const k = shape.kind.company ? COMPANY_ADDRESS : INDIVIDUAL_ADDRESS;
      const info = record as unknown as Record<string, unknown>;
      const [place] = await db()
        .select({
          district: districts.id,
          province: districts.province_id,
          postcode: subdistricts.post_code,
        })
        .from(subdistricts)
        .innerJoin(districts, eq(districts.id, subdistricts.district_id))
        .where(eq(subdistricts.id, Number(info[k.subdistrict])));
      expect(place, email).toBeDefined();
      expect(
        [
          info[k.province],
          info[k.district],
          info[k.postcode],
          String(info[k.address]).trim() !== '',
        ],
        email,
      ).toEqual([place.province, place.district, place.postcode, true]);
    }
  });

  it('staff open any seeded user and save it without filling a field', async () => {
    for (const email of DEMO_EMAILS) {
      const [u] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      const { body } = await formOf(u.id);
      const res = await call(ctx.app, 'PUT', 'user-updateuser', { body, cookie: ctx.admin });
      expect(res.status, `${email}: ${JSON.stringify(res.body)}`).toBe(200);
      // Saved as it was: the form reads the same values back.
      expect((await formOf(u.id)).body, email).toEqual(body);
    }
  });
});
