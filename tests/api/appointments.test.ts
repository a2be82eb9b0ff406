import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dayTypeOf,
  warehouseToday,
  type AppointmentRow,
  type BookingTimeRow,
  type DayOffRow,
} from '../../contract/schemas/bookings';
import { warehouseClock } from '../../contract/dates';
import { th } from '../../i18n/th';
import { appointmentSettings, bookingDaysOff } from '../../server/db/schema';
import { addDays, bookingFixtures, fill, settingBody, thai, weeks } from './bookingFixtures';
import { call, login, serverWithSessions } from './helpers';
import { rule, type RuleCase } from '../fixtures/ruleCase';

// Appointment settings and days off (spec part 3 "Appointment"; DESIGN.md "Appointment
// settings"): staff define which dates can be booked, in which slots and with how many places;
// the slot list of a date (master-getbookingtime) follows them.

const ctx = serverWithSessions(
  { admin: 'admin@demo.th', warehouse: 'warehouse@demo.th', shop: 'company@demo.th' },
  bookingFixtures,
);

const week = weeks();
const msg = th.validation.appointment;
const holiday = th.server.booking.holiday;

const addSetting = (body: unknown, cookie = ctx.admin) =>
  call<{ id: number }>(ctx.app, 'POST', 'book-addconfigbooking', { cookie, body });
const updateSetting = (body: unknown, cookie = ctx.admin) =>
  call<{ id: number }>(ctx.app, 'PUT', 'book-updateconfigbooking', { cookie, body });
const readSetting = (id: number, cookie = ctx.admin) =>
  call<AppointmentRow[]>(ctx.app, 'GET', 'book-getconfigbookingbyid', { cookie, query: { id } });
const deleteSetting = (id: number, cookie = ctx.admin) =>
  call<null>(ctx.app, 'DELETE', 'book-deleteconfigbooking', { cookie, query: { id } });
const listSettings = (query: Record<string, string | number> = {}, cookie = ctx.admin) =>
  call<AppointmentRow[]>(ctx.app, 'GET', 'book-getconfigbooking', { cookie, query });
const addDayOff = (body: unknown, cookie = ctx.admin) =>
  call<{ id: number }>(ctx.app, 'POST', 'book-adddayoffbooking', { cookie, body });
const deleteDayOff = (id: number, cookie = ctx.admin) =>
  call<null>(ctx.app, 'DELETE', 'book-deletedayoffbooking', { cookie, query: { id } });
const listDaysOff = (query: Record<string, string | number> = {}, cookie = ctx.admin) =>
  call<DayOffRow[]>(ctx.app, 'GET', 'book-unavailabledate', { cookie, query });
const settingCount = async () =>
  (await ctx.app.database.db.select().from(appointmentSettings)).length;

/** The labels of a date's slots (expects 200). */
async function labels(date: string, cookie = ctx.shop) {
  const res = await ctx.fx.slots(cookie, date);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((s) => s.config_booking_time);
}

/** Expects the holiday answer for the date's slots. */
async function expectHoliday(date: string) {
  const res = await ctx.fx.slots(ctx.shop, date);
  expect(res.status, `${date}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.message).toBe(holiday);
  expect(res.body.errors).toEqual({ date: holiday });
}

describe('appointment settings: create, read, list, update, delete', () => {
  it('reads back what was saved, with the hours, the day type and open or closed in Thai', async () => {
    const w = week();
    const body = settingBody(w.monday, w.friday, {
      booking_name: 'รอบเช้า ธันวาคม',
      booking_status: 1,
      booking_dt_from: '09:30',
      booking_dt_to: '12:00',
      booking_time_per_time_to_work: 30,
      capacity: 4,
      uid: ctx.ids.admin,
    });
    const made = await addSetting(body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id;
    expect(made.body.data).toEqual({ id });

    const one = await readSetting(id);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual([
      {
        id,
        booking_name: 'รอบเช้า ธันวาคม',
        booking_status: 1,
        booking_time: 1,
        booking_time_per_work: '09:30 - 12:00',
        booking_time_per_time_to_work: 30,
        booking_dt_from: '09:30',
        booking_dt_to: '12:00',
        booking_dt_start: w.monday,
        booking_dt_end: w.friday,
        is_active: true,
        capacity: 4,
        config_booking_time: 'วันทำการ',
        config_booking_status: 'เปิด',
      },
    ]);
    const [row] = await ctx.app.database.db
      .select()
      .from(appointmentSettings)
      .where(eq(appointmentSettings.id, id));
    expect(row.created_by).toBe(ctx.ids.admin);

    // The list, newest first, searched by name.
    const list = await listSettings({ search: 'เช้า ธันวา' });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(one.body.data);
    expect((await listSettings({ search: 'ไม่มีชื่อนี้' })).body.data).toEqual([]);
    const all = (await listSettings()).body.data;
    expect(all[0].id).toBe(id);
  });

  it('an edit reads back exactly what was saved, closed included', async () => {
    const w = week();
    const id = await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday));
    const changed = {
      id,
      booking_name: 'ปิดปรับปรุงคลัง',
      booking_status: 2,
      booking_time: 2,
      booking_time_per_time_to_work: 45,
      booking_dt_from: '13:00',
      booking_dt_to: '16:00',
      is_active: false,
      booking_dt_start: w.saturday,
      booking_dt_end: w.sunday,
      capacity: 7,
    };
    const res = await updateSetting(changed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id });
    const [row] = (await readSetting(id)).body.data;
    expect(row).toEqual({
      ...changed,
      booking_time_per_work: '13:00 - 16:00',
      config_booking_time: 'วันหยุด',
      config_booking_status: 'ปิด',
    });
    // And open again.
    await updateSetting({ ...changed, is_active: true });
    expect((await readSetting(id)).body.data[0]).toMatchObject({
      is_active: true,
      config_booking_status: 'เปิด',
    });
  });

  it('open or closed is a boolean: a number is refused, on create and on edit', async () => {
    const w = week();
    const before = await settingCount();
    for (const is_active of [0, 1, 2, 'true', null]) {
      const res = await addSetting({ ...settingBody(w.monday, w.friday), is_active });
      expect(res.status, String(is_active)).toBe(400);
      expect(res.body.errors).toEqual({ is_active: msg.open_required });
    }
    expect(await settingCount()).toBe(before);
    const id = await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday));
    const res = await updateSetting({ ...settingBody(w.monday, w.friday), id, is_active: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ is_active: msg.open_required });
    expect((await readSetting(id)).body.data[0].is_active).toBe(true);
  });

  it('delete removes the setting, and its dates have no slots any more', async () => {
    const w = week();
    const id = await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday));
    expect(await labels(w.monday)).toHaveLength(9);
    const res = await deleteSetting(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    const gone = await readSetting(id);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(th.server.appointment.not_found);
    expect(await labels(w.monday)).toEqual([]);
    const again = await deleteSetting(id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(th.server.appointment.not_found);
    const edit = await updateSetting({ ...settingBody(w.monday, w.friday), id });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe(th.server.appointment.not_found);
  });
});

describe('appointment settings: validation', () => {
  const w = week();
  const base = settingBody(w.monday, w.friday);

  const cases: RuleCase[] = [
    [
      'end before start',
      { booking_dt_from: '10:00', booking_dt_to: '09:00' },
      { booking_dt_to: msg.end_time_after },
    ],
    [
      'end equal to start',
      { booking_dt_from: '10:00', booking_dt_to: '10:00' },
      { booking_dt_to: msg.end_time_after },
    ],
    rule('0 minutes', 'booking_time_per_time_to_work', 0, msg.minutes_range),
    rule('1000 minutes', 'booking_time_per_time_to_work', 1000, msg.minutes_range),
    rule('4 minutes', 'booking_time_per_time_to_work', 4, msg.minutes_range),
    rule('minutes not whole', 'booking_time_per_time_to_work', 30.5, msg.minutes_whole),
    rule('minutes missing', 'booking_time_per_time_to_work', undefined, msg.minutes_required),
    [
      'minutes longer than the hours',
      { booking_dt_from: '08:00', booking_dt_to: '09:00', booking_time_per_time_to_work: 90 },
      { booking_time_per_time_to_work: msg.minutes_over_range },
    ],
    [
      'end date before start date',
      { booking_dt_start: w.friday, booking_dt_end: w.monday },
      { booking_dt_end: msg.end_date_after },
    ],
    rule('time without a leading zero', 'booking_dt_from', '8:00', msg.time_invalid),
    rule('24:00', 'booking_dt_to', '24:00', msg.time_invalid),
    rule('time missing', 'booking_dt_from', '', msg.start_time_required),
    rule('date that does not exist', 'booking_dt_end', '2031-02-30', msg.date_invalid),
    rule('date missing', 'booking_dt_end', undefined, msg.end_date_required),
    rule('name missing', 'booking_name', '   ', msg.name_required),
    rule('name too long', 'booking_name', 'ก'.repeat(101), msg.name_max),
    rule('day type 3', 'booking_time', 3, msg.day_type_required),
    rule('initial setting 0', 'booking_status', 0, msg.setting_required),
    rule('capacity 0', 'capacity', 0, msg.capacity_whole),
    rule('capacity 1001', 'capacity', 1001, msg.capacity_max),
  ];

  for (const [name, change, errors] of cases) {
    it(`${name} → 400 with the message under the field, on create and on edit`, async () => {
      const before = await settingCount();
      const res = await addSetting({ ...base, ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(th.server.validation);
      expect(res.body.errors).toEqual(errors);
      expect(await settingCount()).toBe(before);
    });
  }

  it('an edit is checked by the same rules and leaves the setting as it was', async () => {
    const id = await ctx.fx.addSetting(ctx.admin, base);
    for (const [name, change, errors] of cases) {
      const res = await updateSetting({ ...base, ...change, id });
      expect(res.status, name).toBe(400);
      expect(res.body.errors, name).toEqual(errors);
    }
    const [row] = (await readSetting(id)).body.data;
    expect(row).toMatchObject({
      booking_name: base.booking_name,
      booking_dt_from: '08:00',
      booking_dt_to: '17:00',
      booking_time_per_time_to_work: 60,
      capacity: 3,
    });
  });

  it('the longest slot that fits is accepted: 60 minutes in 08:00–09:00', async () => {
    const v = week();
    const res = await addSetting(
      settingBody(v.monday, v.friday, {
        booking_dt_to: '09:00',
        booking_time_per_time_to_work: 60,
      }),
    );
    expect(res.status).toBe(200);
    expect(await labels(v.day(1))).toEqual(['08:00 - 09:00']);
  });

  it('an unknown field and a uid of another user are refused', async () => {
    const unknown = await addSetting({ ...base, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      colour: th.server.unknown_field.replace('%{field}', 'colour'),
    });
    const other = await addSetting({ ...base, uid: ctx.ids.admin + 1 });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(th.server.forbidden);
  });
});

describe('appointment settings: one setting per day type and date', () => {
  it('a setting of the same day type over any of the dates is refused (409) naming the other', async () => {
    const w = week();
    const first = settingBody(w.monday, w.day(9), { booking_name: 'รอบปกติ มกราคม' });
    const firstId = await ctx.fx.addSetting(ctx.admin, first);
    const message = fill(th.server.appointment.overlap, {
      name: 'รอบปกติ มกราคม',
      from: thai(w.monday),
      to: thai(w.day(9)),
    });
    expect(message).toContain(`"รอบปกติ มกราคม" (${thai(w.monday)} ถึง ${thai(w.day(9))})`);
    const before = await settingCount();
    for (const [from, to] of [
      [w.day(9), w.day(20)], // shares its last day
      [addDays(w.monday, -10), w.monday], // shares its first day
      [w.day(2), w.day(3)], // inside it
      [addDays(w.monday, -1), w.day(10)], // around it
    ]) {
      const res = await addSetting(settingBody(from, to));
      expect(res.status, `${from}–${to}`).toBe(409);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual({ booking_dt_start: message });
    }
    expect(await settingCount()).toBe(before);

    // The next day on is free; so is the same range for the other day type.
    const after = await addSetting(settingBody(w.day(10), w.day(12)));
    expect(after.status).toBe(200);
    const holidayType = await addSetting(settingBody(w.monday, w.day(9), { booking_time: 2 }));
    expect(holidayType.status).toBe(200);

    // Editing a setting does not collide with itself…
    const self = await updateSetting({ ...first, id: firstId, booking_dt_to: '12:00' });
    expect(self.status, JSON.stringify(self.body)).toBe(200);
    // …but does with another of its (new) day type.
    const moved = await updateSetting({
      ...settingBody(w.monday, w.day(9), { booking_time: 2 }),
      id: after.body.data.id,
      booking_dt_start: w.day(10),
      booking_dt_end: w.day(12),
    });
    expect(moved.status).toBe(200);
    const clash = await updateSetting({
      ...settingBody(w.day(3), w.day(4), { booking_time: 2 }),
      id: after.body.data.id,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors?.booking_dt_start).toContain(thai(w.monday));
    // Unchanged by the refused edit.
    expect((await readSetting(after.body.data.id)).body.data[0]).toMatchObject({
      booking_time: 2,
      booking_dt_start: w.day(10),
      booking_dt_end: w.day(12),
    });
  });

  it('two overlapping settings saved at the same moment: one is kept', async () => {
    const w = week();
    const replies = await Promise.all([
      addSetting(settingBody(w.monday, w.friday)),
      addSetting(settingBody(w.day(2), w.day(8))),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = (await listSettings()).body.data.filter(
      (r) => r.booking_dt_start <= w.day(8) && r.booking_dt_end >= w.monday,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('who may manage the settings and days off', () => {
  it('staff without the appointments menu and shop users are refused', async () => {
    const w = week();
    const id = await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday));
    const offId = (await addDayOff({ day_off: w.day(2) })).body.data.id;
    const individual = await login(ctx.app, 'individual@demo.th');
    for (const [cookie, status, message] of [
      [ctx.warehouse, 403, th.server.menu_inactive],
      [ctx.shop, 403, th.server.forbidden],
      [individual, 403, th.server.forbidden],
      ['', 401, th.server.unauthenticated],
    ] as const) {
      const replies = [
        await listSettings({}, cookie),
        await readSetting(id, cookie),
        await addSetting(settingBody(w.day(14), w.day(15)), cookie),
        await updateSetting({ ...settingBody(w.monday, w.friday), id, capacity: 9 }, cookie),
        await deleteSetting(id, cookie),
        await addDayOff({ day_off: w.day(3) }, cookie),
        await deleteDayOff(offId, cookie),
      ];
      for (const res of replies) {
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
    }
    // Nothing changed.
    expect((await readSetting(id)).body.data[0].capacity).toBe(3);
    const off = (await listDaysOff({ date_from: w.monday, date_to: w.sunday })).body.data;
    expect(off.map((d) => d.day_off)).toEqual([w.day(2)]);
    // The booking form reads the days off and the slots: staff and shop users may.
    for (const cookie of [ctx.warehouse, ctx.shop]) {
      const days = await listDaysOff({ date_from: w.monday, date_to: w.sunday }, cookie);
      expect(days.status).toBe(200);
      expect(days.body.data.map((d) => d.day_off)).toEqual([w.day(2)]);
      expect((await ctx.fx.slots(cookie, w.monday)).status).toBe(200);
    }
  });
});

describe('days off', () => {
  it('add, list, a second one on the date is 409, delete: the date is bookable again', async () => {
    const w = week();
    await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday));
    const date = w.day(2);
    expect(await labels(date)).toHaveLength(9);

    const made = await addDayOff({
      day_off: date,
      remark: 'วันหยุดพิเศษ ตรวจนับสต็อก',
      uid: ctx.ids.admin,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id;
    const [row] = await ctx.app.database.db
      .select()
      .from(bookingDaysOff)
      .where(eq(bookingDaysOff.id, id));
    expect(row).toMatchObject({
      day_off: date,
      remark: 'วันหยุดพิเศษ ตรวจนับสต็อก',
      created_by: ctx.ids.admin,
    });
    await expectHoliday(date);
    // The days around it are not touched.
    expect(await labels(w.day(1))).toHaveLength(9);
    expect(await labels(w.day(3))).toHaveLength(9);

    const list = await listDaysOff({ date_from: w.monday, date_to: w.sunday });
    expect(list.body.data).toEqual([{ id, day_off: date, remark: 'วันหยุดพิเศษ ตรวจนับสต็อก' }]);
    expect((await listDaysOff({ search: 'ตรวจนับสต็อก' })).body.data).toEqual(list.body.data);
    expect((await listDaysOff({ date_from: w.day(3), date_to: w.sunday })).body.data).toEqual([]);

    const twice = await addDayOff({ day_off: date, remark: 'ซ้ำ' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(th.server.appointment.day_off_exists);
    expect(twice.body.errors).toEqual({ day_off: th.server.appointment.day_off_exists });
    expect((await listDaysOff({ date_from: date, date_to: date })).body.data).toHaveLength(1);

    const gone = await deleteDayOff(id);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toBeNull();
    expect(await labels(date)).toHaveLength(9);
    expect((await listDaysOff({ date_from: w.monday, date_to: w.sunday })).body.data).toEqual([]);
    const again = await deleteDayOff(id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(th.server.appointment.day_off_not_found);
  });

  it('a day off without a name, and the checks of its fields', async () => {
    const w = week();
    const plain = await addDayOff({ day_off: w.day(1) });
    expect(plain.status).toBe(200);
    expect((await listDaysOff({ date_from: w.day(1), date_to: w.day(1) })).body.data).toEqual([
      { id: plain.body.data.id, day_off: w.day(1), remark: '' },
    ]);
    const missing = await addDayOff({ remark: 'ไม่มีวันที่' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ day_off: msg.day_off_required });
    const bad = await addDayOff({ day_off: '2031-02-29' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ day_off: msg.date_invalid });
    const long = await addDayOff({ day_off: w.day(2), remark: 'ก'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ remark: msg.remark_max });
  });

  it('a day off closes a weekend an open holiday setting covers', async () => {
    const w = week();
    await ctx.fx.addSetting(ctx.admin, settingBody(w.saturday, w.sunday, { booking_time: 2 }));
    expect(await labels(w.sunday)).toHaveLength(9);
    await addDayOff({ day_off: w.sunday });
    await expectHoliday(w.sunday);
    expect(await labels(w.saturday)).toHaveLength(9);
  });
});

describe("a date's slots", () => {
  it('are cut from the hours in steps of the minutes, each with its places', async () => {
    const w = week();
    await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.day(1)));
    await ctx.fx.addSetting(
      ctx.admin,
      settingBody(w.day(2), w.day(2), {
        booking_dt_from: '13:00',
        booking_dt_to: '17:30',
        booking_time_per_time_to_work: 90,
        capacity: 1,
      }),
    );
    await ctx.fx.addSetting(
      ctx.admin,
      settingBody(w.day(3), w.day(3), {
        booking_dt_from: '08:00',
        booking_dt_to: '10:00',
        booking_time_per_time_to_work: 45,
        capacity: 12,
      }),
    );
    const monday = await ctx.fx.slots(ctx.shop, w.monday);
    expect(monday.status).toBe(200);
    const hours = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'];
    expect(monday.body.data).toEqual(
      hours.slice(0, 9).map((h, i): BookingTimeRow => ({
        id: i + 1,
        config_booking_time: `${h}:00 - ${hours[i + 1]}:00`,
        start: `${h}:00`,
        end: `${hours[i + 1]}:00`,
        capacity: 3,
        left: 3,
      })),
    );
    expect(await labels(w.day(1))).toHaveLength(9);
    // 24-hour labels; a rest shorter than a slot is left out.
    const wednesday = (await ctx.fx.slots(ctx.shop, w.day(2))).body.data;
    expect(wednesday).toEqual([
      {
        id: 1,
        config_booking_time: '13:00 - 14:30',
        start: '13:00',
        end: '14:30',
        capacity: 1,
        left: 1,
      },
      {
        id: 2,
        config_booking_time: '14:30 - 16:00',
        start: '14:30',
        end: '16:00',
        capacity: 1,
        left: 1,
      },
      {
        id: 3,
        config_booking_time: '16:00 - 17:30',
        start: '16:00',
        end: '17:30',
        capacity: 1,
        left: 1,
      },
    ]);
    expect(await labels(w.day(3))).toEqual(['08:00 - 08:45', '08:45 - 09:30']);
    expect(
      (await ctx.fx.slots(ctx.shop, w.day(3))).body.data.every(
        (s) => s.capacity === 12 && s.left === 12,
      ),
    ).toBe(true);
    // Staff read the same slots.
    expect((await ctx.fx.slots(ctx.warehouse, w.monday)).body.data).toEqual(monday.body.data);
  });

  it('a weekday no setting covers has no slots', async () => {
    const w = week();
    await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.day(1)));
    expect(await labels(w.day(2))).toEqual([]);
    expect(await labels(w.friday)).toEqual([]);
  });

  it('a holiday setting gives the weekend its slots; a normal-day one does not', async () => {
    const w = week();
    // A normal-day setting over the whole week leaves the weekend closed.
    await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.sunday));
    await expectHoliday(w.saturday);
    await expectHoliday(w.sunday);
    expect(await labels(w.friday)).toHaveLength(9);
    await ctx.fx.addSetting(
      ctx.admin,
      settingBody(w.saturday, w.sunday, {
        booking_time: 2,
        booking_dt_from: '10:00',
        booking_dt_to: '12:00',
      }),
    );
    expect(await labels(w.saturday)).toEqual(['10:00 - 11:00', '11:00 - 12:00']);
    expect(await labels(w.sunday)).toEqual(['10:00 - 11:00', '11:00 - 12:00']);
    // A holiday setting over a whole week opens its weekend only: the weekdays have none.
    const v = week();
    await ctx.fx.addSetting(
      ctx.admin,
      settingBody(v.monday, v.sunday, { booking_time: 2, booking_dt_to: '09:00' }),
    );
    expect(await labels(v.saturday)).toEqual(['08:00 - 09:00']);
    expect(await labels(v.monday)).toEqual([]);
  });

  it('the holiday answer on a weekend without a setting and in a closed setting', async () => {
    const w = week();
    await expectHoliday(w.saturday);
    await expectHoliday(w.sunday);
    // A closed normal-day setting.
    await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.day(1), { is_active: false }));
    await expectHoliday(w.monday);
    await expectHoliday(w.day(1));
    // A closed holiday setting.
    const v = week();
    await ctx.fx.addSetting(
      ctx.admin,
      settingBody(v.saturday, v.sunday, { booking_time: 2, is_active: false }),
    );
    await expectHoliday(v.saturday);
    // Opened by an edit: the slots come back.
    const u = week();
    const id = await ctx.fx.addSetting(
      ctx.admin,
      settingBody(u.monday, u.friday, { is_active: false }),
    );
    await expectHoliday(u.day(2));
    await updateSetting({ ...settingBody(u.monday, u.friday), id, is_active: true });
    expect(await labels(u.day(2))).toHaveLength(9);
    expect(holiday).toBe('ไม่สามารถนัดหมายในวันนี้ได้เนื่องจากเป็นวันหยุด');
  });

  it('a date before today is refused whatever the settings; today is not', async () => {
    const today = warehouseToday();
    const yesterday = addDays(today, -1);
    const past = await ctx.fx.slots(ctx.shop, yesterday);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(th.server.booking.past_date);
    expect(past.body.errors).toEqual({ date: th.server.booking.past_date });
    expect((await ctx.fx.slots(ctx.shop, '2020-01-06')).body.errors).toEqual({
      date: th.server.booking.past_date,
    });
    // Even under an open setting of its own day type (the seed's, or one added here).
    const own = await addSetting(
      settingBody(yesterday, yesterday, { booking_time: dayTypeOf(yesterday) }),
    );
    expect([200, 409]).toContain(own.status);
    expect((await ctx.fx.slots(ctx.shop, yesterday)).body.errors).toEqual({
      date: th.server.booking.past_date,
    });

    // Today answers the slots not yet started, or the holiday message; never the past one.
    const mine = await addSetting(
      settingBody(today, today, {
        booking_time: dayTypeOf(today),
        booking_dt_from: '00:00',
        booking_dt_to: '23:00',
      }),
    );
    expect([200, 409]).toContain(mine.status);
    const clock = warehouseClock();
    const now = await ctx.fx.slots(ctx.shop, today);
    expect(now.body.message).not.toBe(th.server.booking.past_date);
    if (now.status === 200) {
      expect(now.body.data.every((s) => s.start > clock)).toBe(true);
      if (mine.status === 200) {
        // 00:00–23:00 in hours: those starting after now.
        const hours = Array.from({ length: 23 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
        expect(now.body.data.map((s) => s.start)).toEqual(hours.filter((h) => h > clock));
      }
    } else {
      // A day off or a closed day of the seed.
      expect(now.status).toBe(400);
      expect(now.body.message).toBe(holiday);
    }
  });

  it('the date is checked', async () => {
    const missing = await call(ctx.app, 'GET', 'master-getbookingtime', {
      cookie: ctx.shop,
      query: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ date: th.validation.booking.date_required });
    for (const date of ['2031-13-01', '06/01/2031', '2031-02-29']) {
      const res = await ctx.fx.slots(ctx.shop, date);
      expect(res.status, date).toBe(400);
      expect(res.body.errors).toEqual({ date: th.validation.booking.date_invalid });
    }
  });
});
