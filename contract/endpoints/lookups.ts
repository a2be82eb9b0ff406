import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery, lookupRow } from '../schemas/common';
import { shopItem, shopsQuery } from '../schemas/auth';
import {
  district,
  districtsQuery,
  postcodePlace,
  postcodeQuery,
  province,
  subdistrict,
  subdistrictsQuery,
  title,
} from '../schemas/lookups';
import { area } from './types';

/**
 * Lookups: the caller's shops and the reference lists of the forms (titles, addresses, types,
 * channels).
 */

const lookupList = z.array(lookupRow);

export const lookupEndpoints = area({
  shops: {
    ...routes.shops,
    summary: "The caller's shops; staff get every shop",
    query: shopsQuery,
    data: z.array(shopItem),
    shop: 'none',
  },
  titles: {
    ...routes.titles,
    summary: 'Name titles',
    query: emptyQuery,
    data: z.array(title),
    shop: 'none',
  },
  provinces: {
    ...routes.provinces,
    summary: "Thailand's provinces with official codes",
    query: emptyQuery,
    data: z.array(province),
    shop: 'none',
  },
  districts: {
    ...routes.districts,
    summary: 'Districts of a province',
    query: districtsQuery,
    data: z.array(district),
    shop: 'none',
  },
  subdistricts: {
    ...routes.subdistricts,
    summary: 'Sub-districts of a district of a province, with postcodes',
    query: subdistrictsQuery,
    data: z.array(subdistrict),
    shop: 'none',
  },
  postcodePlaces: {
    ...routes.postcodePlaces,
    summary: 'The sub-districts a postcode serves, with their district and province',
    query: postcodeQuery,
    data: z.array(postcodePlace),
    shop: 'none',
  },
  companyTypes: {
    ...routes.companyTypes,
    summary: 'Company types (registration)',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
  userTypes: {
    ...routes.userTypes,
    summary: 'User types (registration offers ids 1 and 2)',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
  productTypes: {
    ...routes.productTypes,
    summary: 'Product types',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
  unitTypes: {
    ...routes.unitTypes,
    summary: 'Unit types',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
  vatOptions: {
    ...routes.vatOptions,
    summary: 'VAT options: 1 no tax, 2 has tax',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
  salesChannels: {
    ...routes.salesChannels,
    summary: 'Sales channels',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
  deliveryChannels: {
    ...routes.deliveryChannels,
    summary: 'Delivery channels',
    query: emptyQuery,
    data: lookupList,
    shop: 'none',
  },
});
