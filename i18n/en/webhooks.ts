import type { DeepStrings } from '../th';
import type * as th from '../th-screens/webhooks';

/** English of th-screens/webhooks.ts (the type checker compares their keys). */

export const webhookValidation: DeepStrings<typeof th.webhookValidation> = {
  url_required: 'Enter the address (URL) that receives the webhooks',
  url_invalid: 'The address is not valid; enter it in full, e.g. https://shop.example.com/webhooks',
  url_too_long: 'The address must be at most 2,000 characters',
  url_https:
    'The address must start with https:// (http:// only for this machine, e.g. localhost, while developing)',
  url_not_allowed:
    'Webhooks cannot be sent to this address: it is this machine or a private network. Use an address reachable from the internet',
  events_required: 'Choose at least one event to receive',
  description_too_long: 'The description must be at most 200 characters',
};
