import { useTranslate } from 'react-admin';
import { FormSection, FormText } from '../../components/formInputs';
import {
  AddressFields,
  emptyAddress,
  type AddressNames,
  type AddressPart,
} from '../../components/AddressFields';
import { DocumentAddress } from './DocumentAddress';

/** A telephone number field: ten digits. */
export function PhoneText(props: {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}) {
  return <FormText {...props} digits maxLength={10} autoComplete="tel" />;
}

/** The applicant's e-mail, the new account's name. */
export function EmailText({ label }: { label: string }) {
  return (
    <FormText
      name="email"
      label={label}
      required
      type="email"
      maxLength={254}
      autoComplete="email"
    />
  );
}

/** The address fields of a kind of user: the copy-address flag and the two address blocks. */
export interface AddressSet {
  copy: string;
  main: AddressNames;
  doc: AddressNames;
}

/** An address as the registry or the national digital ID found it (ids null where unmatched). */
interface FoundAddress {
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  post_code: string;
}

/**
 * The first values of a kind's address fields: the first address as found (`line` its text),
 * blank when nothing was found; not copied; the document address empty.
 */
export function addressDefaults(
  set: AddressSet,
  line: string | undefined,
  found: FoundAddress | null,
): Record<string, unknown> {
  return {
    [set.main.address]: line ?? '',
    [set.main.province]: found?.province_id ?? undefined,
    [set.main.district]: found?.district_id ?? undefined,
    [set.main.subdistrict]: found?.sub_district_id ?? undefined,
    [set.main.postcode]: found?.post_code ?? '',
    [set.copy]: 0,
    ...emptyAddress(set.doc),
  };
}

/** Which first address a form asks for: its section's title and its address line's label. */
const PLACES = {
  registered: { title: 'section_registered_address', line: 'registered_address' },
  id_card: { title: 'section_id_address', line: 'id_card_address' },
  contact: { title: 'section_contact_address', line: 'contact_address' },
} as const;

/**
 * The first address (`place`: registered, ID-card or contact address) in its section, then
 * the copy-address checkbox and the document address.
 */
export function AddressSections({
  set,
  place,
  readOnly,
  disabled,
}: {
  set: AddressSet;
  place: keyof typeof PLACES;
  readOnly?: Partial<Record<AddressPart, boolean>>;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const { title, line } = PLACES[place];
  return (
    <>
      <FormSection title={translate(`app.register.form.${title}`)}>
        <AddressFields
          names={set.main}
          addressLabel={translate(`app.register.address.${line}`)}
          readOnly={readOnly}
          disabled={disabled}
        />
      </FormSection>
      <DocumentAddress copyName={set.copy} main={set.main} doc={set.doc} disabled={disabled} />
    </>
  );
}
