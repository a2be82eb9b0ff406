import { and, asc, between, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOOKING_PIC_FILE,
  BOOKING_STATUS,
  BOOKING_TAB_NAMES,
  BOOKING_TABS,
  type BookingTab,
  type BookingLineRow,
  type BookingListRow,
  type BookingRecord,
  type CalendarEvent,
} from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import type { Caller } from '../auth/session';
import { catalogueName } from '../db/names';
import { searchedList, type ListQuery, selectRows } from '../db/paging';
import { bookingItems, bookings, products, shops, users } from '../db/schema';
import { searchLike, searchMatch, type Searched } from '../db/search';
import { tabCounts } from '../db/tabCounts';
import { transaction } from '../db/transaction';
import { auditOf } from '../domain/audit';
import {
  bookingNotFound,
  bookingStatusName,
  createBooking,
  setBookingPic,
  updateBookingByShop,
} from '../domain/bookings';
import { statusChoices, updateBookingByStaff } from '../domain/bookingStaff';
import { defineHandlers, type Deps } from '../registry';
import { replacePhoto } from '../storage/photos';
import { withCreatedIso } from '../replies';

const b = bookings;
const owner = alias(users, 'shop_owner');
const assigneeUser = alias(users, 'assignee_user');

const statusName = catalogueName(b.booking_status, th.app.bookings.status);
/** The shop owner's telephone: the company's, else the individual's. */
const ownerTel = sql<string>`coalesce(nullif(${owner.com_tel}, ''), nullif(${owner.com_mobile}, ''), nullif(${owner.indiv_mobile}, ''), nullif(${owner.indiv_tel}, ''), '')`;

const rowColumns = {
  id: b.id,
  booking_no: b.booking_no,
  booking_dt: b.booking_dt,
  booking_time: b.booking_time,
  booking_status: b.booking_status,
  status_name: statusName,
  is_booking: b.booking_status,
  shop_id: b.shop_id,
  shop_name: shops.shop_name,
  email: sql<string>`coalesce(${owner.email}, '')`,
  com_tel: ownerTel,
  contact_name: b.contact_name,
  contact_tel: b.contact_tel,
  contact_email: b.contact_email,
  created_dt: b.created_dt,
};

/** The statuses as the catalogue replies list them: {id, enum_values, enum_desc}. */
const statusRow = (s: number) => ({
  id: s,
  enum_values: String(s),
  enum_desc: bookingStatusName(s),
});

/** The bookings of a list's tab; none: every booking. */
const bookingTab = (tab: BookingTab | undefined) =>
  tab ? inArray(bookings.booking_status, [...BOOKING_TABS[tab]]) : undefined;
const TABS = Object.fromEntries(BOOKING_TAB_NAMES.map((tab) => [tab, bookingTab(tab)!]));

/** Shops named by a staff search that are listed by id; more are matched by a sub-select. */
const SHOP_IDS_LISTED = 500;

/** Inbound delivery bookings (spec part 2 §7.3): lists, one booking, saves, photo, calendar. */
export function bookingHandlers({ db, events, files }: Deps) {
  /** The bookings' search by number, contact, phone, e-mail (and, for staff, shop name). */
  const bookingSearch = async (search: string | undefined, byShop: boolean): Promise<Searched> => {
    // The shops whose names match are read first, from their names' index. Their ids then join
    // the bookings' own search as a list the planner reads from the bookings' shop index; a
    // sub-select there is asked of every booking in turn, and a search that finds few bookings
    // then reads them all (about 40 ms for 110,000). No shop matching leaves the bookings' own
    // search alone, which their search index answers.
    const namedShops =
      search && byShop
        ? (
            await db
              .select({ id: shops.id })
              .from(shops)
              .where(searchMatch(sql`lower(${shops.shop_name})`, search))
              .limit(SHOP_IDS_LISTED + 1)
          ).map((s) => s.id)
        : [];
    const shopMatch = (term: string) =>
      namedShops.length > SHOP_IDS_LISTED
        ? inArray(
            b.shop_id,
            db
              .select({ id: shops.id })
              .from(shops)
              .where(searchLike(sql`lower(${shops.shop_name})`, term)),
          )
        : inArray(b.shop_id, namedShops);
    return (match: typeof searchMatch) =>
      search
        ? namedShops.length > 0
          ? or(match(b.search_text, search), shopMatch(search))
          : match(b.search_text, search)
        : undefined;
  };

  /**
   * Bookings by their tab, searched (`bookingSearch`), newest first; sorted by the delivery
   * date (`sort=booking_dt`), the open ones soonest first.
   */
  const list = async (
    query: ListQuery & { search?: string; tab?: BookingTab },
    filters: (SQL | undefined)[],
    byShop: boolean,
  ) => {
    return searchedList<BookingListRow>(db, {
      query,
      table: b,
      filters: [...filters, bookingTab(query.tab)],
      searched: await bookingSearch(query.search, byShop),
      sortable: { id: b.id, booking_dt: b.booking_dt },
      rows: selectRows(
        () =>
          db
            .select(rowColumns)
            .from(b)
            .innerJoin(shops, eq(shops.id, b.shop_id))
            .leftJoin(owner, eq(owner.id, shops.owner_user_id)),
        withCreatedIso,
      ),
    });
  };

  const readBooking = async (id: number): Promise<BookingRecord> => {
    const [row] = await db
      .select({
        ...rowColumns,
        remark: b.remark,
        assignee: b.assignee,
        assignee_name: sql<
          string | null
        >`CASE WHEN ${assigneeUser.id} IS NULL THEN NULL ELSE trim(coalesce(${assigneeUser.indiv_first_name}, '') || ' ' || coalesce(${assigneeUser.indiv_last_name}, '')) END`,
        booking_pic: b.booking_pic,
        cancel_remark: b.cancel_remark,
        received_dt: b.received_dt,
      })
      .from(b)
      .innerJoin(shops, eq(shops.id, b.shop_id))
      .leftJoin(owner, eq(owner.id, shops.owner_user_id))
      .leftJoin(assigneeUser, eq(assigneeUser.id, b.assignee))
      .where(eq(b.id, id));
    if (!row) throw bookingNotFound();
    const lines: BookingLineRow[] = (
      await db
        .select({
          product_id: bookingItems.product_id,
          amount: bookingItems.amount,
          received_amount: bookingItems.received_amount,
          customer_product_id: products.customer_product_id,
          product_name_th: products.product_name_th,
          price: sql<string>`${products.price}::text`,
          pic: products.item_pic,
          item: products.item_barcode_upc,
          inner: products.inner_pack_barcode_upc,
          case: products.case_barcode_upc,
          inner_size: products.inner_pack_total,
          case_size: products.case_total,
        })
        .from(bookingItems)
        .innerJoin(products, eq(products.id, bookingItems.product_id))
        .where(eq(bookingItems.booking_id, id))
        .orderBy(asc(bookingItems.id))
    ).map(({ item, inner, case: caseCode, inner_size, case_size, ...l }) => ({
      ...l,
      num_per_set: l.amount,
      barcodes: {
        item,
        inner,
        case: caseCode,
        inner_size: inner_size ?? 0,
        case_size: case_size ?? 0,
      },
    }));
    return {
      ...row,
      created_dt: row.created_dt.toISOString(),
      received_dt: row.received_dt ? row.received_dt.toISOString() : null,
      product: lines,
    };
  };

  /** A shop user's bookings are those of their shops; staff see every booking. */
  const ownBooking = (caller: Caller, shopId: number) =>
    caller.isStaff || caller.shopIds.has(shopId);

  return defineHandlers({
    bookings: async ({ query }) => list(query, [eq(b.shop_id, query.shop_id)], false),

    bookingsAdmin: async ({ query }) =>
      list(query, [query.shop_id === undefined ? undefined : eq(b.shop_id, query.shop_id)], true),

    bookingTabs: async ({ query }) =>
      tabCounts(
        db,
        b,
        TABS,
        [eq(b.shop_id, query.shop_id)],
        await bookingSearch(query.search, false),
      ),

    bookingAdminTabs: async ({ query }) =>
      tabCounts(
        db,
        b,
        TABS,
        [query.shop_id === undefined ? undefined : eq(b.shop_id, query.shop_id)],
        await bookingSearch(query.search, true),
      ),

    booking: async ({ query }) => [await readBooking(query.booking_id)],

    bookingCreate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) => createBooking(tx, caller.id, body));
    },

    bookingUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) => updateBookingByShop(tx, body));
    },

    bookingAdminUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) => updateBookingByStaff(tx, events, caller, body));
    },

    bookingPic: async ({ body, files: uploads }) => {
      const key = await replacePhoto(
        db,
        files,
        {
          field: BOOKING_PIC_FILE,
          file: uploads[BOOKING_PIC_FILE],
          required: th.server.booking.photo_required,
        },
        (tx, key) => setBookingPic(tx, body.booking_id, body.shop_id, key),
      );
      return { booking_pic: key };
    },

    bookingStatuses: async ({ caller, query }) => {
      const [row] = await db
        .select({ status: b.booking_status })
        .from(b)
        .where(eq(b.id, query.booking_id));
      if (!row) throw bookingNotFound();
      return statusChoices(row.status, caller).map(statusRow);
    },

    bookingAudit: async ({ query }) => {
      const { booking_id, ...paging } = query;
      return auditOf(db, 'booking', booking_id, paging);
    },

    bookingCurrentStatus: async ({ query }) => {
      const [row] = await db
        .select({ id: b.id, booking_status: b.booking_status, status_name: statusName })
        .from(b)
        .where(eq(b.id, query.booking_id));
      if (!row) throw bookingNotFound();
      return { ...row, is_booking: row.booking_status };
    },

    /**
     * Every shop's bookings of the dates, cancelled ones left out. A shop user sees their own
     * shops' in full (own when of the shop named, or of any of theirs when none is) and
     * another shop's only as a booked slot.
     */
    bookingCalendar: async ({ caller, query }) => {
      const rows = await db
        .select({
          id: b.id,
          booking_dt: b.booking_dt,
          booking_time: b.booking_time,
          start: b.slot_start,
          end: b.slot_end,
          shop_id: b.shop_id,
          shop_name: shops.shop_name,
          booking_status: b.booking_status,
        })
        .from(b)
        .innerJoin(shops, eq(shops.id, b.shop_id))
        .where(
          and(
            between(b.booking_dt, query.date_from, query.date_to),
            ne(b.booking_status, BOOKING_STATUS.CANCELLED),
          ),
        )
        .orderBy(asc(b.booking_dt), asc(b.slot_start), asc(b.id));
      return rows.map((r): CalendarEvent => {
        const own =
          query.shop_id === undefined ? ownBooking(caller, r.shop_id) : r.shop_id === query.shop_id;
        if (caller.isStaff || ownBooking(caller, r.shop_id))
          return { ...r, own: own && !caller.isStaff };
        return { ...r, id: null, shop_id: null, shop_name: null, booking_status: null, own: false };
      });
    },
  });
}
