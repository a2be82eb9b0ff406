import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AppointmentRow, DayOffRow } from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import { catalogueName } from '../db/names';
import { listRows, selectRows } from '../db/paging';
import { appointmentSettings, bookingDaysOff } from '../db/schema';
import { searchLike } from '../db/search';
import { transaction } from '../db/transaction';
import {
  appointmentColumns,
  appointmentNotFound,
  assertNoOverlap,
  daySlots,
} from '../domain/appointments';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';

const s = appointmentSettings;

const settingColumns = {
  id: s.id,
  booking_name: s.booking_name,
  booking_status: s.booking_status,
  booking_time: s.booking_time,
  booking_time_per_work: sql<string>`${s.booking_dt_from} || ' - ' || ${s.booking_dt_to}`,
  booking_time_per_time_to_work: s.booking_time_per_time_to_work,
  booking_dt_from: s.booking_dt_from,
  booking_dt_to: s.booking_dt_to,
  booking_dt_start: s.booking_dt_start,
  booking_dt_end: s.booking_dt_end,
  is_active: s.is_active,
  capacity: s.capacity,
  config_booking_time: catalogueName(s.booking_time, th.app.appointments.day_type),
  config_booking_status: sql<string>`CASE WHEN ${s.is_active} THEN ${th.app.appointments.open} ELSE ${th.app.appointments.closed} END`,
};

/** A case-insensitive "contains" on a text column. */
const contains = (column: typeof s.booking_name | typeof bookingDaysOff.remark, term: string) =>
  searchLike(sql`lower(${column})`, term);

/** Appointment settings, days off and a date's slots (spec part 3 "Appointment"; part 2 §7.3). */
export function appointmentHandlers({ db }: Deps) {
  const readSetting = async (id: number) => {
    const rows = await db.select(settingColumns).from(s).where(eq(s.id, id));
    if (!rows.length) throw appointmentNotFound();
    return rows as AppointmentRow[];
  };

  return defineHandlers({
    appointments: async ({ query }) => {
      const where = query.search ? contains(s.booking_name, query.search) : undefined;
      return listRows<AppointmentRow>(db, {
        query,
        table: s,
        where,
        sortable: { id: s.id, booking_dt_start: s.booking_dt_start },
        defaultOrder: 'DESC',
        rows: selectRows(
          () => db.select(settingColumns).from(s),
          (rows) => rows as AppointmentRow[],
        ),
      });
    },

    appointment: async ({ query }) => readSetting(query.id),

    appointmentCreate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, async (tx) => {
        await assertNoOverlap(tx, body, undefined, caller.yearEra);
        const [row] = await tx
          .insert(s)
          .values({ ...appointmentColumns(body), created_by: caller.id, updated_by: caller.id })
          .returning({ id: s.id });
        return row;
      });
    },

    appointmentUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, async (tx) => {
        const [found] = await tx
          .select({ id: s.id })
          .from(s)
          .where(eq(s.id, body.id))
          .for('update');
        if (!found) throw appointmentNotFound();
        await assertNoOverlap(tx, body, body.id, caller.yearEra);
        await tx
          .update(s)
          .set({ ...appointmentColumns(body), updated_by: caller.id, updated_dt: new Date() })
          .where(eq(s.id, body.id));
        return { id: body.id };
      });
    },

    appointmentDelete: async ({ query }) => {
      const gone = await db.delete(s).where(eq(s.id, query.id)).returning({ id: s.id });
      if (!gone.length) throw appointmentNotFound();
      return null;
    },

    daysOff: async ({ query }) => {
      const d = bookingDaysOff;
      const where = and(
        query.search ? contains(d.remark, query.search) : undefined,
        query.date_from ? gte(d.day_off, query.date_from) : undefined,
        query.date_to ? lte(d.day_off, query.date_to) : undefined,
      );
      return listRows<DayOffRow>(db, {
        query,
        table: d,
        where,
        sortable: { day_off: { column: d.day_off, unique: true } },
        defaultOrder: 'ASC',
        rows: selectRows(() =>
          db.select({ id: d.id, day_off: d.day_off, remark: d.remark }).from(d),
        ),
      });
    },

    dayOffCreate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const [row] = await db
        .insert(bookingDaysOff)
        .values({ day_off: body.day_off, remark: body.remark ?? '', created_by: caller.id })
        .onConflictDoNothing({ target: bookingDaysOff.day_off })
        .returning({ id: bookingDaysOff.id });
      if (!row) {
        const message = th.server.appointment.day_off_exists;
        throw new ApiError(409, message, { day_off: message });
      }
      return row;
    },

    dayOffDelete: async ({ query }) => {
      const gone = await db
        .delete(bookingDaysOff)
        .where(eq(bookingDaysOff.id, query.id))
        .returning({ id: bookingDaysOff.id });
      if (!gone.length) throw new ApiError(404, th.server.appointment.day_off_not_found);
      return null;
    },

    bookingTimes: async ({ query }) => {
      // An open date without a setting has no slots: an empty list.
      return daySlots(db, query.date, { exceptBooking: query.booking_id });
    },
  });
}
