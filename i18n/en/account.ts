import type { DeepStrings } from '../th';
import type * as th from '../th-screens/account';

/** English of th-screens/account.ts (the type checker compares their keys). */

export const privacy: DeepStrings<typeof th.privacy> = {
  title: 'Privacy policy',
  updated: 'Last updated %{date}',
  intro:
    'The provider of this warehouse and fulfilment system ("the provider" or "we") is committed to protecting the personal data of shops, users and recipients. This policy explains how we collect, use and disclose personal data under the Personal Data Protection Act B.E. 2562 (2019) ("PDPA").',
  s1_title: '1. Definitions',
  s1_body:
    '- "Personal data" means information about a person that identifies that person, directly or indirectly.\n- "Data subject" means the person the personal data identifies, such as shop owners, contact persons of companies, system users and recipients of goods.\n- "Data controller" means the provider, who decides how personal data in this system is collected, used or disclosed.\n- "Data processor" means a person or company that handles personal data on the instructions or on behalf of the provider, such as carriers and cloud service providers.\n- "System" means the provider\'s website and services for warehousing, orders and shipping.',
  s2_title: '2. Personal data we collect',
  s2_body:
    '- Identity data: title, first name, last name, national ID number, passport number, juristic registration number and the identity document attached at first sign-in (a copy of the ID card, the passport or the VAT registration certificate ภ.พ.20).\n- Contact data: e-mail, telephone and mobile numbers, the ID-card or registered address and the document delivery address.\n- Account data: user ID, role and access rights, and the password, stored only as a one-way hash.\n- Transaction data: products, inventory, inbound delivery bookings, orders and recipient data (name, address, telephone and e-mail).\n- Technical data: IP address, browser type, date and time of access and system logs.',
  s3_title: '3. Cookies',
  s3_body:
    'The system uses strictly necessary cookies only: a session cookie that keeps you signed in for at most 12 hours and cannot be read by scripts on the page, and browser storage that remembers the chosen shop and display language. We use no advertising or cross-site tracking cookies. If you disable cookies you cannot sign in.',
  s4_title: '4. Purposes and legal bases',
  s4_body:
    '- To register, verify identity and provide receiving, storage, packing and shipping services under the contract (contract).\n- To verify identity and prevent fraud, for example by checking juristic registration and national ID numbers with the relevant authorities (legitimate interest).\n- To comply with the law, such as tax and accounting laws and orders of public authorities (legal obligation).\n- To keep the system secure, send order status notifications and improve the service (legitimate interest).\n- Where consent is required, we ask for it specifically, and you may withdraw it at any time.',
  s5_title: '5. Disclosure of personal data',
  s5_body:
    'We disclose personal data only as needed: to carriers to deliver goods to recipients, to the marketplaces you connect your shop to (such as Lazada and Shopee), to cloud and e-mail service providers acting as our data processors, and to public authorities when the law requires it. We do not sell personal data to anyone. Any transfer abroad happens only to a country with adequate data protection standards or under safeguards required by law.',
  s6_title: '6. Security',
  s6_body:
    'We apply appropriate technical and organisational measures: encryption in transit, one-way hashing of passwords, access limited by role and shop, limits on failed sign-ins and activity logs. Staff and data processors with access to the data are bound to confidentiality. If a personal data breach occurs, we notify the Personal Data Protection Committee Office within 72 hours of becoming aware of it, and notify you without delay when the breach poses a high risk to your rights.',
  s7_title: '7. Retention',
  s7_body:
    'We keep personal data for as long as you use the service and for a further 10 years after the relationship between you and us ends, to comply with the law and to establish or defend legal claims. After that period we delete, destroy or anonymise the data.',
  s8_title: '8. Rights of the data subject',
  s8_body:
    'You have the right to access and obtain a copy of your personal data, to have it corrected, to have it erased or destroyed, to restrict its use, to object to its processing, to data portability and to withdraw consent, subject to the conditions of the law. You may submit a request through the channels in section 10; we answer requests within 30 days of receiving them. If you believe we do not comply with the law, you may complain to the Personal Data Protection Committee Office (PDPC).',
  s9_title: '9. Changes to this policy',
  s9_body:
    'We may update this policy from time to time to reflect changes in the service or the law. The date of the latest update is shown at the top of this page, and we inform you through the system or by e-mail of significant changes.',
  s10_title: '10. Contact',
  s10_body:
    'For questions about this policy or to exercise your rights as a data subject, please contact the provider\'s Data Protection Officer (DPO) by e-mail at dpo@fulfilment.example, or by post to "Data Protection Officer" at the provider\'s head office, during business days and hours.',
  back_to_login: 'Back to sign in',
};

export const mailbox: DeepStrings<typeof th.mailbox> = {
  title: 'Test mailbox',
  intro:
    'E-mails the system sent in sandbox mode (no real mail server configured); the newest 50 are shown.',
  filter: 'Filter by recipient',
  refresh: 'Reload',
  to: 'To',
  subject: 'Subject',
  time: 'Time',
  links: 'Links in the e-mail',
  expires: 'Expires %{time}',
  status_sent: 'Sent',
  status_pending: 'Waiting to send',
  status_failed: 'Not sent: %{error}',
  empty: 'The mailbox is empty',
  off: 'The test mailbox is off (this system sends e-mail through a real mail server), or the key in the link is not the server’s current one.',
  no_key:
    'Open the test mailbox by the link the server prints when it starts (the one ending in #key=…).',
  load_failed: 'The mailbox could not be loaded. Please try again.',
};

/** Registration screens (step 1, company, individual, success) and the profile. */
export const register: DeepStrings<typeof th.register> = {
  step1: {
    title: 'Register',
    subtitle: 'Choose the applicant type and check your details before filling in the form',
    applicant_type: 'Applicant type',
    status: 'Status',
    status_thai: 'Thai national',
    status_foreigner: 'Foreigner',
    status_required: 'Please select status',
    juristic_id: 'Juristic registration number (13 digits)',
    passport: 'Passport number',
    ndid_hint:
      'Thai applicants verify their identity with the national digital ID (NDID). Your ID number, name and ID-card address are filled in for you.',
    ndid_button: 'Verify identity with NDID',
    error_title: 'Unable to check the data',
  },
  form: {
    required_hint: 'Fields marked * are required',
    section_shop: 'Shop data',
    section_applicant: 'Applicant data',
    section_registered_address: 'Registered address',
    section_id_address: 'ID-card address',
    section_contact_address: 'Contact address',
    section_doc_address: 'Document delivery address',
    copy_address: 'Use the same address for document delivery',
    juristic_id: 'Juristic registration number',
    id_card: 'ID card number',
    passport: 'Passport number',
    company_type: 'Company type',
    company_name: 'Company name',
    shop_name: 'Shop name',
    tel: 'Contact phone',
    mobile: 'Mobile',
    title: 'Title',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    back: 'Back',
    next: 'Next',
    save: 'Save',
    ok: 'OK',
    error_title: 'Unable to save',
  },
  address: {
    postcode_places: 'This postcode serves several sub-districts; choose one:',
    registered_address: 'Registered address',
    id_card_address: 'ID-card address',
    contact_address: 'Contact address',
    doc_address: 'Document delivery address',
    province: 'Province',
    district: 'District',
    subdistrict: 'Sub-district',
    postcode: 'Postcode',
    district_first: 'Select a province first',
    subdistrict_first: 'Select a district first',
    loading: 'Loading...',
    no_options: 'No matches',
    open: 'Open',
    close: 'Close',
    clear: 'Clear',
  },
  company: {
    title: 'Company registration',
    bad_gateway:
      'The commerce registry database cannot be reached at the moment. Please type the company name and registered address yourself.',
  },
  individual: {
    title_thai: 'Individual registration (Thai national)',
    title_foreigner: 'Individual registration (foreigner)',
  },
  ndid: {
    loading: 'Fetching your data from the identity service...',
    error_title: 'Identity verification failed',
    cancelled: 'The NDID verification was cancelled. Please start the registration again.',
    state_mismatch:
      'This request cannot be verified. Please start the identity verification from the registration page again.',
    failed: 'Unable to fetch your data from the identity service. Please try again.',
    back_to_register: 'Back to registration',
  },
  success: {
    title: 'Registration complete',
    body: 'Your account has been created. Use the details below to sign in.',
    account: 'Account name',
    password: 'Password',
    keep_password:
      'Please note this password: it is shown only once, and you will be asked to change it at your first sign-in.',
    to_login: 'Back to sign in',
  },
  profile: {
    title: 'Edit profile',
    section_user: 'User data',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
    role: 'System role',
    role_set: 'Set by the administrator',
    role_none: 'No role assigned',
    saved: 'Your profile has been saved',
    load_failed: 'Unable to load your user data',
    section_display: 'Display',
    year_era: 'Years in the Thai interface',
    year_era_be: 'Buddhist era (B.E.), e.g. %{year}',
    year_era_ce: 'Christian era (A.D.), e.g. %{year}',
    year_era_help:
      'Used for the dates of every screen, your PDF documents and e-mails. English always shows Christian-era years.',
    theme: 'Colours',
    theme_light: 'Light',
    theme_dark: 'Dark',
    theme_system: 'As set on the device',
    theme_help: 'Used on every screen wherever you sign in with this account.',
  },
};
