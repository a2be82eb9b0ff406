import type { DeepStrings } from '../th';
import type { thApp } from '../th-app';

/**
 * English of th-app.ts: the sign-in page, the shell, the account dialogs and the validation
 * messages of registration and passwords.
 */
export const enApp: DeepStrings<Pick<typeof thApp, 'app' | 'validation'>> = {
  app: {
    name: 'Warehouse management portal',
    name_short: 'Fulfilment',
    menu: {
      'product-list': 'Products',
      'product-set-list': 'Product sets',
      'delivery-booking': 'Delivery bookings',
      inventory: 'Inventory',
      'order-list': 'Orders',
      'confirm-order': 'Confirm orders',
      'shipping-order': 'Shipping',
      'user-information': 'Users',
      'licenset-list': 'Roles and access',
      appointments: 'Appointment settings',
      dashboard: 'Dashboard',
      report: 'Reports',
    },
    titles: {
      products: 'Product',
      productSets: 'Product set',
      productSetOrders: 'Set order',
      inventory: 'Stock item',
      bookings: 'Booking',
      orders: 'Order',
      'confirm-order': 'Confirm order',
      'shipping-order': 'Shipping',
      users: 'User',
      permissions: 'Role',
      appointments: 'Appointment setting',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Warehouse and delivery management for online shops',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      register: 'Create an account',
      forgot: 'Forgot password?',
      email_required: 'Please enter the username',
      password_required: 'Please enter the password',
      error_title: 'Unable to sign in',
      ok: 'OK',
      show_password: 'Show password',
      hide_password: 'Hide password',
    },
    first_login: {
      title: 'Change password and verify identity',
      close: 'Close',
    },
    shell: {
      notifications: 'Notifications',
      no_notifications: 'No notifications',
      profile: 'Profile',
      edit_profile: 'Edit profile',
      developer: 'Connect your systems (API)',
      shortcuts: 'Keyboard shortcuts',
      change_password: 'Change password',
      terms: 'Terms of service',
      logout: 'Log out',
      language: 'Language',
      thai: 'ไทย',
      english: 'English',
      shop: 'Shop',
      select_shop: 'Select shop',
      staff: 'Staff',
      loading: 'Loading...',
      notifications_unread: 'Notifications, %{count} unread',
      profile_of: '%{name} (profile)',
      new_notification: 'New',
      main_menu: 'Main menu',
    },
    pager: {
      /** The total line when the server estimates the total (more than 1,000 rows). */
      about: 'About %{total} in all',
      navigation: 'Pages',
    },
    no_access: {
      title: 'No menu available',
      body: 'Your role has no active menu yet. Please contact the administrator.',
    },
    /** Account screens: first sign-in, forgot/reset password, verify e-mail, change password, profile, privacy, mailbox. */
    account: {
      back_to_login: 'Back to sign in',
      password_hint: 'At least 8 characters, with letters and digits',
      checking: 'Checking the link...',
      expired: {
        title: 'Your link is expired',
        body: 'This link has expired or has already been used. Please request a new one from the sign-in page.',
      },
      first_login: {
        title: 'Change password and verify identity',
        intro:
          'Before first use, please set a new password and attach an identity document for the account %{email}.',
        new_password: 'New password',
        confirm_password: 'Confirm new password',
        doctype: 'Identity document type',
        doctype_hint:
          'Individuals attach a copy of their ID card or passport; companies attach the VAT registration certificate (ภ.พ.20).',
        doc_1: 'Copy of ID card',
        doc_2: 'Passport',
        doc_3: 'VAT registration certificate (ภ.พ.20)',
        file: 'Identity document',
        choose_file: 'Choose file',
        change_file: 'Change file',
        no_file: 'No file chosen',
        file_hint: '.pdf, .doc or .docx file, at most 5MB',
        file_type: 'Please attach a .pdf, .doc or .docx document only',
        file_too_large: 'The file is larger than 5MB',
        password_saved:
          'Your new password is saved. Please attach a valid identity document and confirm again.',
        submit: 'Confirm',
        close: 'Close',
      },
      forgot: {
        title: 'Forgot password',
        intro:
          'Enter the e-mail address you sign in with; we will send a link to set a new password to it.',
        email: 'E-mail',
        submit: 'Send link',
        cancel: 'Cancel',
        sent: 'A link to set a new password has been sent to %{email}. Please check your mailbox and open the link within 30 minutes.',
        ok: 'OK',
      },
      reset: {
        title: 'Set a new password',
        intro: 'Please choose a new password to sign in with.',
        new_password: 'New password',
        confirm_password: 'Confirm new password',
        submit: 'Confirm',
        success: 'Your new password is set. Please sign in with it.',
      },
      verify: {
        title: 'Verify e-mail',
        intro: 'Press the button below to verify the e-mail address of your account.',
        submit: 'Verify e-mail',
        success: 'Your e-mail address is verified. Please sign in.',
      },
      change_password: {
        title: 'Change password',
        old_password: 'Old password',
        new_password: 'New password',
        confirm_password: 'Confirm new password',
        ident_number: 'Verification number',
        ident_hint: "The account's ID card, passport or taxpayer number",
        submit: 'Confirm',
        cancel: 'Cancel',
        success: 'Your password has been changed',
      },
    },
    /** A list's status tabs (components/ListTabs.tsx). */
    list_tabs: {
      label: 'Status',
      named: '%{name} (%{count})',
      all: 'All',
      empty: 'Nothing in this status',
    },
    /** The selectable list's bar (components/SelectableList.tsx). */
    selection: {
      toolbar: 'Selected items',
      select_page: 'Select all on this page',
      counter: 'Selected %{selected} / %{total} items',
      counter_about: 'Selected %{selected} / about %{total} items',
      clear: 'Clear selection',
    },
    /** The picker modal (components/PickerModal.tsx). */
    picker: {
      col_select: 'Select',
      confirm: 'Confirm',
    },
    /**
     * The installed portal: its name under the home-screen icon (the web app manifest of
     * vite.config.ts) and the banner without a connection (src/pwa/OfflineBanner.tsx).
     */
    pwa: {
      short_name: 'Warehouse',
      offline_title: 'No internet connection',
      offline_detail: 'Nothing can be saved and no stock can change until the connection is back',
    },
    /** The print button of shipping labels (components/PrintLabelsButton.tsx). */
    labels: {
      print: 'Print labels',
      failed: 'The labels could not be printed; please try again',
    },
    /** The export button (components/ExportButton.tsx). */
    export: {
      starting: 'Preparing the file…',
      percent: '%{percent}% received',
      received: '%{kb} KB received',
      failed: 'The export failed; please try again',
    },
  },
  validation: {
    /** Registration and profile forms. */
    register: {
      required: 'Please fill in this field',
      digits_only: 'Please enter digits only',
      juristic_not_found:
        'This juristic registration number was not found in the Department of Business Development database',
      id_card_not_found: 'This ID card number was not found in the database',
      passport_required: 'Please enter the passport number',
      passport_format: 'The passport number must be 6-9 English letters or digits',
      id_or_passport: 'Please enter an ID card number or a passport number',
      id_and_passport: 'Please enter either an ID card number or a passport number, not both',
      ndid_code: 'No identity code; please verify your identity with NDID again',
      user_type_required: 'Please choose the applicant type',
      company_type_required: 'Please choose the company type',
      company_name_required: 'Please enter the company name',
      shop_name_required: 'Please enter the shop name',
      tel_required: 'Please enter the contact number',
      mobile_required: 'Please enter the mobile number',
      phone_format: 'Please enter a phone number of at most 10 digits',
      phone_individual: 'Please enter a correct contact number or mobile number',
      title_required: 'Please choose a title',
      first_name_required: 'Please enter the first name',
      last_name_required: 'Please enter the last name',
      email_required: 'Please enter the e-mail',
      email_invalid: 'Please enter a valid e-mail',
      address_required: 'Please enter the address',
      province_required: 'Please choose the province',
      district_required: 'Please choose the district',
      subdistrict_required: 'Please choose the sub-district',
      postcode_required: 'Please enter the postal code',
      postcode_format: 'Please enter a 5-digit postal code',
      copy_flag: 'Please say whether documents go to the same address',
      text_too_long: 'The text is too long',
    },
    password: {
      email_required: 'Please enter the e-mail',
      email_invalid: 'Please enter a valid e-mail',
      password_required: 'Please enter the password',
      old_required: 'Please enter the old password',
      old_wrong: 'Please enter the correct old password',
      new_required: 'Please enter the new password',
      new_too_short: 'The new password needs at least 8 characters',
      new_too_long: 'The new password may have at most 128 characters',
      new_letters_digits: 'The new password needs both letters and digits',
      confirm_required: 'Please confirm the new password',
      mismatch: 'The passwords do not match, please try again',
      same_as_old: 'The new password must differ from the old one',
      doctype_required: 'Please choose the document type',
      file_required: 'Please attach an identity document',
      link_invalid: 'The link is not valid',
      uid_invalid: 'Unknown user id',
    },
  },
};
